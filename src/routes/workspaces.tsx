import { createFileRoute } from '@tanstack/react-router'
import { WorkspacesPage } from '@/features/workspaces/components/WorkspacesPage'
import { requireMemberArea } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/workspaces')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  head: ({ match }) => privateHead(match.context, msg`Workspaces`),
  component: WorkspacesPage,
})

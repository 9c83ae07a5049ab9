import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage } from '@/features/account/components/AccountSettingsPage'
import { requireSignedIn } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/account')({
  beforeLoad: ({ location }) => requireSignedIn({ location }),
  head: ({ match }) => privateHead(match.context, msg`Account settings`),
  component: AccountSettingsPage,
})

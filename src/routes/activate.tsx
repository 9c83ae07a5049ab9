import { ActivateSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { ActivatePage } from '@/features/account/components/ActivationPages'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/activate')({
  validateSearch: ActivateSearchSchema,
  head: ({ match }) => privateHead(match.context, msg`Account activation`),
  component: ActivateRoute,
})

function ActivateRoute() {
  const { token } = Route.useSearch()
  return <ActivatePage token={token || undefined} />
}

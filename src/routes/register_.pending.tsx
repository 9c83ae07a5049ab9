import { PendingSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '@/features/account/components/PendingPage'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/register_/pending')({
  validateSearch: PendingSearchSchema,
  head: ({ match }) =>
    privateHead(
      match.context,
      match.search.reason === 'pendingAwaitingActivation'
        ? msg`Activate your account`
        : msg`Registration pending`,
    ),
  component: PendingRoute,
})

function PendingRoute() {
  const { reason } = Route.useSearch()
  return <PendingPage reason={reason ?? 'pending'} />
}

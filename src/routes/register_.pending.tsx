import { PendingSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '@/features/account/components/PendingPage'

export const Route = createFileRoute('/register_/pending')({
  validateSearch: PendingSearchSchema,
  component: PendingRoute,
})

function PendingRoute() {
  const { reason } = Route.useSearch()
  return <PendingPage reason={reason ?? 'pending'} />
}

import { ActivateSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { ActivatePage } from '@/features/account/components/ActivationPages'

export const Route = createFileRoute('/activate')({
  validateSearch: ActivateSearchSchema,
  component: ActivateRoute,
})

function ActivateRoute() {
  const { token } = Route.useSearch()
  return <ActivatePage token={token || undefined} />
}

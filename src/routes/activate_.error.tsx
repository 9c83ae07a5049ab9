import { ActivateErrorSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { ActivateErrorPage } from '@/features/account/components/ActivationPages'

export const Route = createFileRoute('/activate_/error')({
  validateSearch: ActivateErrorSearchSchema,
  component: ActivateErrorRoute,
})

function ActivateErrorRoute() {
  const { reason } = Route.useSearch()
  return <ActivateErrorPage reason={reason ?? 'invalid'} />
}

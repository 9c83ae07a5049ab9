import { ActivateErrorSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { ActivateErrorPage } from '@/features/account/components/ActivationPages'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/activate_/error')({
  validateSearch: ActivateErrorSearchSchema,
  head: ({ match }) => privateHead(match.context, msg`Activation failed`),
  component: ActivateErrorRoute,
})

function ActivateErrorRoute() {
  const { reason } = Route.useSearch()
  return <ActivateErrorPage reason={reason ?? 'invalid'} />
}

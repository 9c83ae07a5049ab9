import { ConfirmEmailSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { ConfirmEmailPage } from '@/features/account/components/ConfirmEmailPage'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/confirm-email')({
  validateSearch: ConfirmEmailSearchSchema,
  head: ({ match }) => privateHead(match.context, msg`Confirm your new e-mail address`),
  component: ConfirmEmailRoute,
})

function ConfirmEmailRoute() {
  const { token } = Route.useSearch()
  return <ConfirmEmailPage token={token || undefined} />
}

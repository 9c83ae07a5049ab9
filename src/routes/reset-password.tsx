import { ResetPasswordSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/account/components/PasswordPages'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/reset-password')({
  validateSearch: ResetPasswordSearchSchema,
  head: ({ match }) => privateHead(match.context, msg`Choose a new password`),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useSearch()
  return <ResetPasswordPage token={token || undefined} />
}

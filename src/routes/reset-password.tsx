import { ResetPasswordSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/account/components/PasswordPages'

export const Route = createFileRoute('/reset-password')({
  validateSearch: ResetPasswordSearchSchema,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useSearch()
  return <ResetPasswordPage token={token || undefined} />
}

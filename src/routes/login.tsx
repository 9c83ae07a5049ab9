import { LoginSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '@/features/account/components/AuthPage'
import { redirectSignedIn, safeRedirectPath, signInReasonFor } from '@/lib/session-guards'

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  beforeLoad: () => redirectSignedIn(),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  const redirectTo = safeRedirectPath(redirect)
  return <AuthPage mode="login" redirectTo={redirectTo} signInReason={signInReasonFor(redirectTo)} />
}

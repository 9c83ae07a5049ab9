import { LoginSearchSchema } from '@contract/auth-search'
import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '@/features/account/components/AuthPage'
import { redirectSignedIn, safeRedirectPath, signInReasonFor } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { pageHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  beforeLoad: () => redirectSignedIn(),
  head: ({ match }) => pageHead(match.context.i18n, match.context.siteUrl, { title: msg`Login` }),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  const redirectTo = safeRedirectPath(redirect)
  return <AuthPage mode="login" redirectTo={redirectTo} signInReason={signInReasonFor(redirectTo)} />
}

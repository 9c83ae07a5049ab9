import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '@/features/account/components/AuthPage'
import { redirectSignedIn } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { pageHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/register')({
  beforeLoad: () => redirectSignedIn(),
  head: ({ match }) => pageHead(match.context.i18n, match.context.siteUrl, { title: msg`Register` }),
  component: () => <AuthPage mode="register" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '@/features/account/components/AuthPage'
import { redirectSignedIn } from '@/lib/session-guards'

export const Route = createFileRoute('/register')({
  beforeLoad: () => redirectSignedIn(),
  component: () => <AuthPage mode="register" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage } from '@/features/account/components/AccountSettingsPage'
import { requireSignedIn } from '@/lib/session-guards'

/** Account settings: any signed-in user, also one whose profile is not complete yet. */
export const Route = createFileRoute('/account')({
  beforeLoad: ({ location }) => requireSignedIn({ location }),
  component: AccountSettingsPage,
})

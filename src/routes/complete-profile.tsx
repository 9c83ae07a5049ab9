import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ProfileFormPage } from '@/features/profile/components/ProfileFormPage'
import { requireSignedIn } from '@/lib/session-guards'

/** The profile form in first-time mode; saving goes to /dashboard. */
export const Route = createFileRoute('/complete-profile')({
  beforeLoad: ({ location }) => requireSignedIn({ location }),
  component: CompleteProfileRoute,
})

function CompleteProfileRoute() {
  const navigate = useNavigate()
  return <ProfileFormPage mode="first-time" onSaved={() => void navigate({ to: '/dashboard' })} />
}

import { createFileRoute, redirect } from '@tanstack/react-router'
import { ProfileFormPage } from '@/features/profile/components/ProfileFormPage'
import { tokens } from '@/lib/api-client'

/** Spec §2: the profile form in first-time mode; saving goes to /dashboard (spec §4). */
export const Route = createFileRoute('/complete-profile')({
  beforeLoad: ({ location }) => {
    if (!tokens.access()) throw redirect({ href: `/login?redirect=${encodeURIComponent(location.href)}` })
  },
  component: CompleteProfileRoute,
})

// A full load of /dashboard: the session (and its must_complete_profile) is read afresh from
// the server, so the member-area guard sees the completed profile.
const goToDashboard = () => window.location.assign('/dashboard')

function CompleteProfileRoute() {
  return <ProfileFormPage mode="first-time" onSaved={goToDashboard} />
}

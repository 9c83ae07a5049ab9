import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ProfileFormPage } from '@/features/profile/components/ProfileFormPage'
import { requireSignedIn } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/complete-profile')({
  beforeLoad: ({ location }) => requireSignedIn({ location }),
  head: ({ match }) => privateHead(match.context, msg`Complete your profile`),
  component: CompleteProfileRoute,
})

function CompleteProfileRoute() {
  const navigate = useNavigate()
  return <ProfileFormPage mode="first-time" onSaved={() => void navigate({ to: '/dashboard' })} />
}

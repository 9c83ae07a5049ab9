import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ProfileFormPage } from '@/features/profile/components/ProfileFormPage'
import { requireSignedIn } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/profile')({
  beforeLoad: ({ location }) => requireSignedIn({ location }),
  head: ({ match }) => privateHead(match.context, msg`Edit Profile`),
  component: EditProfileRoute,
})

function EditProfileRoute() {
  const navigate = useNavigate()
  return (
    <ProfileFormPage
      mode="edit"
      onSaved={(saved) => void navigate({ to: '/members/$id', params: { id: String(saved.id) } })}
    />
  )
}

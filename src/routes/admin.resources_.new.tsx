import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ResourcesPage } from '@/features/admin-resources/components/ResourcesPage'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/admin/resources_/new')({
  head: ({ match }) => privateHead(match.context, msg`Resources`),
  component: NewResourceRoute,
})

function NewResourceRoute() {
  const navigate = Route.useNavigate()
  const onCreatingChange = useCallback(
    (open: boolean) => void navigate({ to: open ? '/admin/resources/new' : '/admin/resources' }),
    [navigate],
  )
  return <ResourcesPage creating onCreatingChange={onCreatingChange} />
}

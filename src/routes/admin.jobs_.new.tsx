import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { JobsPage } from '@/features/admin-jobs/components/JobsPage'

/** /admin/jobs/new: the jobs screen with the form open. */
export const Route = createFileRoute('/admin/jobs_/new')({ component: NewJobRoute })

function NewJobRoute() {
  const navigate = Route.useNavigate()
  const onCreatingChange = useCallback((open: boolean) => void navigate({ to: open ? '/admin/jobs/new' : '/admin/jobs' }), [navigate])
  return <JobsPage creating onCreatingChange={onCreatingChange} />
}

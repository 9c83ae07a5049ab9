import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { JobsPage } from '@/features/admin-jobs/components/JobsPage'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/admin/jobs_/new')({
  head: ({ match }) => privateHead(match.context, msg`Jobs`),
  component: NewJobRoute,
})

function NewJobRoute() {
  const navigate = Route.useNavigate()
  const onCreatingChange = useCallback(
    (open: boolean) => void navigate({ to: open ? '/admin/jobs/new' : '/admin/jobs' }),
    [navigate],
  )
  return <JobsPage creating onCreatingChange={onCreatingChange} />
}

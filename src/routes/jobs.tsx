import { JobsSearchSchema, type JobsSearch } from '@contract/jobs'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { JobsPage } from '@/features/jobs/components/JobsPage'

/** /jobs: search, filters, sort and page live in the address. */
export const Route = createFileRoute('/jobs')({
  validateSearch: JobsSearchSchema,
  search: { middlewares: [stripSearchParams({ page: 1, search: '' })] },
  component: JobsRoute,
})

function JobsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: JobsSearch) => void navigate({ search: next }), [navigate])
  return <JobsPage search={search} onSearchChange={onSearchChange} />
}

import { createFileRoute } from '@tanstack/react-router'
import { JobDetails } from '@/features/jobs/components/JobDetails'
import { contentIdParams } from '@/lib/route-params'

/** /jobs/{id}: one job over the jobs list (which keeps its search); closing goes back to the list. */
export const Route = createFileRoute('/jobs/$id')({
  params: contentIdParams,
  // Warm the cache from the lists already fetched, else from the server; a failure is shown by the dialog itself.
  // The query factory comes with the page's own chunk, not with the start-up bundle (docs/decisions/005-first-visit-budget.md).
  loader: ({ context, params }) => void import('@/features/jobs/api/job-queries').then(({ jobQueries }) => context.queryClient.prefetchQuery(jobQueries.detail(params.id, context.queryClient))),
  component: JobDetailsRoute,
})

function JobDetailsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  return <JobDetails key={id} id={id} onClose={() => void navigate({ to: '/jobs', search: (previous) => previous })} />
}

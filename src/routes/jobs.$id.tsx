import { createFileRoute } from '@tanstack/react-router'
import { JobDetails } from '@/features/jobs/components/JobDetails'
import { useOverList } from '@/lib/item-presentation'
import { contentIdParams } from '@/lib/route-params'
import { serverAwaits } from '@/lib/server-awaits'
import { jobHead, itemOrNotFound, pendingItemHead } from '@/lib/item-heads'

/**
 * /jobs/{id}: one job. Opened from the jobs list, over it (which keeps its
 * search; closing goes back to the list); opened directly, a page of its own (useOverList).
 */
export const Route = createFileRoute('/jobs/$id')({
  params: contentIdParams,
  // From the lists already fetched, else from the server, before it renders; a failure is shown by the details themselves.
  loader: ({ context, params }) =>
    serverAwaits(import('@/features/jobs/api/job-queries').then(({ jobQueries }) => itemOrNotFound(context.queryClient.ensureQueryData(jobQueries.detail(params.id, context.queryClient))))),
  // The render's own time: an expired job's posting data is left out.
  head: ({ match, loaderData }) => (loaderData ? jobHead(match.context, loaderData, new Date()) : pendingItemHead(match.context, 'job')),
  component: JobDetailsRoute,
})

function JobDetailsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  const overList = useOverList()
  return <JobDetails key={id} id={id} overList={overList} onClose={() => void navigate({ to: '/jobs', search: (previous) => previous })} />
}

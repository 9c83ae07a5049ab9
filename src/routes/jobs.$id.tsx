import { createFileRoute } from '@tanstack/react-router'
import { JobDetails } from '@/features/jobs/components/JobDetails'
import { useOverList } from '@/lib/page/item-presentation'
import { contentIdParams } from '@/lib/page/route-params'
import { serverAwaits } from '@/lib/page/server-awaits'
import { jobHead, itemOrNotFound, pendingItemHead } from '@/lib/page/item-heads'

export const Route = createFileRoute('/jobs/$id')({
  params: contentIdParams,
  loader: ({ context, params }) =>
    import('@/features/jobs/api/job-queries').then(({ jobQueries }) => {
      const detail = jobQueries.detail(params.id, context.queryClient)
      // In the browser the loader does not wait: a copy this device has names the tab, else the list's name.
      return (
        serverAwaits(itemOrNotFound(context.queryClient.ensureQueryData(detail))) ??
        context.queryClient.getQueryData(detail.queryKey)
      )
    }),
  // The render's own time: an expired job's posting data is left out.
  head: ({ match, loaderData }) =>
    loaderData
      ? jobHead(match.context, loaderData, new Date(match.context.now))
      : pendingItemHead(match.context, 'job'),
  component: JobDetailsRoute,
})

function JobDetailsRoute() {
  const { id } = Route.useParams()
  const navigate = Route.useNavigate()
  const overList = useOverList()
  return (
    <JobDetails
      key={id}
      id={id}
      overList={overList}
      onClose={() => void navigate({ to: '/jobs', search: (previous) => previous })}
    />
  )
}

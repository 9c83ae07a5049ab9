import { createFileRoute } from '@tanstack/react-router'
import { ProgrammePage } from '@/features/admin-congress/components/ProgrammePage'
import { contentIdParams } from '@/lib/page/route-params'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/admin/events_/$id/programme')({
  params: contentIdParams,
  loader: ({ context, params }) =>
    void import('@/features/admin-congress/api/congress-queries').then(({ congressQueries }) =>
      context.queryClient.prefetchQuery(congressQueries.programme(params.id)),
    ),
  head: ({ match }) => privateHead(match.context, msg`Programme`),
  component: ProgrammeRoute,
})

function ProgrammeRoute() {
  const { id } = Route.useParams()
  return <ProgrammePage key={id} eventId={id} />
}

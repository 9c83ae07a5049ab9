import { createFileRoute } from '@tanstack/react-router'
import { AttendeesPage } from '@/features/admin-congress/components/AttendeesPage'
import { contentIdParams } from '@/lib/page/route-params'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/admin/events_/$id/attendees')({
  params: contentIdParams,
  loader: ({ context, params }) =>
    void import('@/features/admin-congress/api/congress-queries').then(({ congressQueries }) =>
      context.queryClient.prefetchQuery(congressQueries.attendees(params.id)),
    ),
  head: ({ match }) => privateHead(match.context, msg`Attendees`),
  component: AttendeesRoute,
})

function AttendeesRoute() {
  const { id } = Route.useParams()
  return <AttendeesPage key={id} eventId={id} />
}

import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { EventsPage } from '@/features/admin-events/components/EventsPage'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/admin/events')({
  loader: ({ context }) =>
    void import('@/features/admin-events/api/events-queries').then(({ adminEventQueries }) =>
      context.queryClient.prefetchQuery(adminEventQueries.list()),
    ),
  head: ({ match }) => privateHead(match.context, msg`Events`),
  component: EventsRoute,
})

function EventsRoute() {
  const navigate = Route.useNavigate()
  const onCreatingChange = useCallback(
    (open: boolean) => void navigate({ to: open ? '/admin/events/new' : '/admin/events' }),
    [navigate],
  )
  return <EventsPage creating={false} onCreatingChange={onCreatingChange} />
}

import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { EventsPage } from '@/features/admin-events/components/EventsPage'

export const Route = createFileRoute('/admin/events')({ component: EventsRoute })

function EventsRoute() {
  const navigate = Route.useNavigate()
  const onCreatingChange = useCallback((open: boolean) => void navigate({ to: open ? '/admin/events/new' : '/admin/events' }), [navigate])
  return <EventsPage creating={false} onCreatingChange={onCreatingChange} />
}

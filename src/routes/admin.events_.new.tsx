import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { EventsPage } from '@/features/admin-events/components/EventsPage'

/** /admin/events/new: the events screen with the form open. */
export const Route = createFileRoute('/admin/events_/new')({ component: NewEventRoute })

function NewEventRoute() {
  const navigate = Route.useNavigate()
  const onCreatingChange = useCallback((open: boolean) => void navigate({ to: open ? '/admin/events/new' : '/admin/events' }), [navigate])
  return <EventsPage creating onCreatingChange={onCreatingChange} />
}

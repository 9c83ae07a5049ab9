import { ContentIdParamSchema } from '@contract/address-params'
import { CHECK_IN_ROLES } from '@contract/constants'
import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { CheckInPage } from '@/features/check-in/components/CheckInPage'
import { requireRole } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

/** A door of one event, outside the admin area: roles staff, cme, admin, superadmin. */
export const Route = createFileRoute('/check-in/$eventId')({
  params: {
    parse: (raw: Record<string, string>): { eventId: number } => {
      const parsed = v.safeParse(ContentIdParamSchema, { id: raw.eventId })
      if (!parsed.success) throw notFound()
      return { eventId: parsed.output.id }
    },
    stringify: ({ eventId }: { eventId: number }) => ({ eventId: String(eventId) }),
  },
  beforeLoad: ({ location }) => requireRole({ location }, CHECK_IN_ROLES),
  head: ({ match }) => privateHead(match.context, msg`Check-in`),
  component: CheckInRoute,
})

function CheckInRoute() {
  const { eventId } = Route.useParams()
  return <CheckInPage key={eventId} eventId={eventId} />
}

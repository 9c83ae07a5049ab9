import type { ComputedEventStatus } from '@contract/event-status'
import { useLingui } from '@lingui/react/macro'
import { EVENT_STATUS_LABELS } from '../model'
import { Badge } from '@/ui/primitives/Badge'
import type { BadgeTone } from '@/ui/primitives/badge.css'

const TONES: Record<ComputedEventStatus, BadgeTone> = {
  upcoming: 'success',
  'registration-closed': 'warning',
  ongoing: 'accent',
  completed: 'neutral',
}

export function EventStatusBadge({ status }: { status: ComputedEventStatus }) {
  const { i18n } = useLingui()
  return <Badge tone={TONES[status]}>{i18n._(EVENT_STATUS_LABELS[status])}</Badge>
}

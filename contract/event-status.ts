/** Computed from the dates on both sides; an event without an end ends when it starts. */
export type ComputedEventStatus = 'upcoming' | 'registration-closed' | 'ongoing' | 'completed'

export interface EventTimes {
  starts_at: string
  ends_at: string | null
  registration_deadline: string | null
  registration_link?: string | null
}

const ms = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime())

export function computeEventStatus(event: EventTimes, now: Date | string): ComputedEventStatus {
  const at = ms(now)
  const start = ms(event.starts_at)
  const end = event.ends_at ? ms(event.ends_at) : start
  if (end < at) return 'completed'
  if (start <= at) return 'ongoing'
  if (event.registration_deadline && ms(event.registration_deadline) < at) return 'registration-closed'
  return 'upcoming'
}

export function canRegister(event: EventTimes, now: Date | string): boolean {
  const at = ms(now)
  if (!event.registration_link) return false
  const start = ms(event.starts_at)
  const deadline = event.registration_deadline ? ms(event.registration_deadline) : start
  return deadline > at && start > at
}

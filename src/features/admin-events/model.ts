import type { AdminEvent } from '@contract/events'

export type EventBadge = 'draft' | 'published' | 'completed' | 'cancelled' | 'unknown'
/** A missing status reads as draft; the badge knows unknown for anything else. */
export function eventBadge(status: string | null | undefined): EventBadge {
  if (!status) return 'draft'
  return status === 'draft' || status === 'published' || status === 'completed' || status === 'cancelled'
    ? status
    : 'unknown'
}

export function filterEvents(
  events: readonly AdminEvent[],
  input: { search: string; type: string; status: string },
): AdminEvent[] {
  const needle = input.search.trim().toLowerCase()
  return events.filter(
    (e) =>
      (!needle ||
        [e.title_ar, e.title_en, e.location_ar, e.location_en].some((text) =>
          text.toLowerCase().includes(needle),
        )) &&
      (!input.type || e.type === input.type) &&
      (!input.status || eventBadge(e.status) === input.status),
  )
}

export function eventStats(events: readonly AdminEvent[], now: Date) {
  return {
    total: events.length,
    upcoming: events.filter((e) => Date.parse(e.starts_at) > now.getTime()).length,
    registered: events.reduce((sum, e) => sum + e.registration_count, 0),
    published: events.filter((e) => e.status === 'published').length,
    drafts: events.filter((e) => eventBadge(e.status) === 'draft').length,
  }
}

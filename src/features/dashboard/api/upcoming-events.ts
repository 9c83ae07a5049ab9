import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiRequest } from '@/lib/http/api-client'

/**
 * The dashboard's "next events" (GET /events?upcoming=true&limit=3). Only the
 * fields the dashboard shows are read; the section is hidden when the call fails.
 */
const DashboardEventSchema = v.object({
  id: v.union([v.number(), v.string()]),
  title_ar: v.optional(v.nullable(v.string())),
  title_en: v.optional(v.nullable(v.string())),
  start_date: v.optional(v.nullable(v.string())),
  starts_at: v.optional(v.nullable(v.string())),
  location: v.optional(v.nullable(v.string())),
  location_ar: v.optional(v.string()),
  location_en: v.optional(v.string()),
})
const UpcomingEventsSchema = v.object({ items: v.array(DashboardEventSchema) })
export type DashboardEvent = v.InferOutput<typeof DashboardEventSchema>

export const dashboardQueries = {
  upcomingEvents: () =>
    queryOptions({
      queryKey: ['dashboard', 'upcoming-events'],
      queryFn: ({ signal }) =>
        apiRequest('/events', { query: { upcoming: true, limit: 3 }, schema: UpcomingEventsSchema, signal }),
      retry: false,
      staleTime: 5 * 60 * 1000,
    }),
}

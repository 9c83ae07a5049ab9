import {
  AnnouncementListSchema,
  AnnouncementSchema,
  AudienceCountSchema,
  DeliveryReportSchema,
  type Audience,
  type AnnouncementWrite,
} from '@contract/announcements'
import { DeletedResponseSchema } from '@contract/posts'
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiRequest } from '@/lib/http/api-client'

export const adminAnnouncementQueries = {
  all: ['admin-announcements'] as const,
  list: () =>
    queryOptions({
      queryKey: ['admin-announcements', 'list'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/announcements', { schema: AnnouncementListSchema, signal }),
    }),
  /** How many members a send to an audience reaches now (their choices of the category counted); kept a little, as the admin edits the filters back and forth. */
  count: (audience: Audience, promotional: boolean) =>
    queryOptions({
      queryKey: ['admin-announcements', 'count', audience, promotional] as const,
      queryFn: ({ signal }) =>
        apiRequest('/admin/announcements/audience-count', {
          method: 'POST',
          body: { audience, promotional },
          schema: AudienceCountSchema,
          signal,
        }),
      staleTime: 30_000,
    }),
  /** What became of a sent announcement's e-mails; looked at again while some are still going out. */
  report: (id: number) =>
    queryOptions({
      queryKey: ['admin-announcements', 'report', id] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/admin/announcements/${id}/report`, { schema: DeliveryReportSchema, signal }),
      refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 15_000 : false),
    }),
}

export const createAnnouncement = (body: AnnouncementWrite) =>
  apiRequest('/admin/announcements', { method: 'POST', body, schema: AnnouncementSchema })
export const saveAnnouncement = (id: number, body: AnnouncementWrite) =>
  apiRequest(`/admin/announcements/${id}`, { method: 'PUT', body, schema: AnnouncementSchema })
export const deleteAnnouncement = (id: number) =>
  apiRequest(`/admin/announcements/${id}`, { method: 'DELETE', schema: DeletedResponseSchema })
/** Now when `at` is null, else at that instant. */
export const sendAnnouncement = (id: number, at: string | null) =>
  apiRequest(`/admin/announcements/${id}/send`, {
    method: 'POST',
    body: at ? { at } : {},
    schema: AnnouncementSchema,
  })
export const cancelAnnouncement = (id: number) =>
  apiRequest(`/admin/announcements/${id}/cancel`, { method: 'POST', schema: AnnouncementSchema })
export const testAnnouncement = (id: number) =>
  apiRequest(`/admin/announcements/${id}/test`, { method: 'POST', schema: v.object({ sent: v.number() }) })

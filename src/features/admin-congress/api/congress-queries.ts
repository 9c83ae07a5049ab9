import {
  AccreditationSchema,
  type AccreditationWriteSchema,
  CertificateListSchema,
  EligibleAttendeesSchema,
  IssueResultSchema,
  RevokedCertificateSchema,
} from '@contract/certificates'
import { AdminEventListResponseSchema } from '@contract/events'
import { DeletedResponseSchema, ImageUploadResponseSchema } from '@contract/posts'
import { AdminProgrammeSchema, AdminSessionResponseSchema, type SessionWrite } from '@contract/programme'
import { AttendeeListSchema } from '@contract/registrations'
import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import { apiRequest } from '@/lib/http/api-client'

/** The back office's reading of one event's congress: programme, attendees, accreditation, certificates. */
export const congressQueries = {
  all: (eventId: number) => ['admin-congress', eventId] as const,
  /** The event itself (title, days), from the admin events list the events screen also reads. */
  events: () =>
    queryOptions({
      queryKey: ['admin-events', 'list'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/events', { schema: AdminEventListResponseSchema, signal }),
    }),
  programme: (eventId: number) =>
    queryOptions({
      queryKey: ['admin-congress', eventId, 'programme'] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/admin/events/${eventId}/sessions`, { schema: AdminProgrammeSchema, signal }),
    }),
  attendees: (eventId: number) =>
    queryOptions({
      queryKey: ['admin-congress', eventId, 'attendees'] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/admin/events/${eventId}/registrations`, { schema: AttendeeListSchema, signal }),
    }),
  accreditation: (eventId: number) =>
    queryOptions({
      queryKey: ['admin-congress', eventId, 'accreditation'] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/admin/events/${eventId}/accreditation`, { schema: AccreditationSchema, signal }),
    }),
  eligible: (eventId: number) =>
    queryOptions({
      queryKey: ['admin-congress', eventId, 'eligible'] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/admin/events/${eventId}/certificates/eligible`, {
          schema: EligibleAttendeesSchema,
          signal,
        }),
    }),
  certificates: (eventId: number) =>
    queryOptions({
      queryKey: ['admin-congress', eventId, 'certificates'] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/admin/events/${eventId}/certificates`, { schema: CertificateListSchema, signal }),
    }),
}

export const createSession = (eventId: number, body: SessionWrite) =>
  apiRequest(`/admin/events/${eventId}/sessions`, {
    method: 'POST',
    body,
    schema: AdminSessionResponseSchema,
  })
export const saveSession = (eventId: number, sessionId: number, body: SessionWrite) =>
  apiRequest(`/admin/events/${eventId}/sessions/${sessionId}`, {
    method: 'PUT',
    body,
    schema: AdminSessionResponseSchema,
  })
export const deleteSession = (eventId: number, sessionId: number) =>
  apiRequest(`/admin/events/${eventId}/sessions/${sessionId}`, {
    method: 'DELETE',
    schema: DeletedResponseSchema,
  })

/** Speaker photos and accreditation logos go through the back office's image upload (checked and re-encoded, under /uploads). */
export function uploadImage(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData()
  form.append('file', file)
  return apiRequest('/posts/images/upload', {
    method: 'POST',
    body: form,
    schema: ImageUploadResponseSchema,
    onUploadProgress: onProgress,
  })
}

export const saveAccreditation = (eventId: number, body: v.InferInput<typeof AccreditationWriteSchema>) =>
  apiRequest(`/admin/events/${eventId}/accreditation`, { method: 'PUT', body, schema: AccreditationSchema })
export const issueCertificates = (eventId: number, registrationIds: readonly number[]) =>
  apiRequest(`/admin/events/${eventId}/certificates`, {
    method: 'POST',
    body: { registration_ids: registrationIds },
    schema: IssueResultSchema,
  })
export const revokeCertificate = (code: string) =>
  apiRequest(`/admin/certificates/${encodeURIComponent(code)}/revoke`, {
    method: 'POST',
    schema: RevokedCertificateSchema,
  })

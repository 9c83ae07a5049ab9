import {
  type CpdActivityWrite,
  CpdDeletedSchema,
  CpdExternalActivitySchema,
  CpdFileSchema,
  type CpdLicenceWrite,
  CpdLicenceSchema,
  CpdRecordSchema,
  CpdTranscriptSchema,
  CpdTranscriptVerificationSchema,
} from '@contract/cpd'
import { API_BASE } from '@contract/constants'
import { queryOptions } from '@tanstack/react-query'
import { apiBlob, apiRequest } from '@/lib/http/api-client'

/**
 * The member's CPD record, under the `cpd` entity: persisted so it reads offline, dropped at
 * logout (it is the member's own). Read again whenever shown online.
 */
export const CPD_ENTITY = 'cpd'

export const cpdQueries = {
  record: (cycle: 'current' | 'previous') =>
    queryOptions({
      queryKey: [CPD_ENTITY, 'record', cycle] as const,
      queryFn: ({ signal }) =>
        apiRequest('/members/me/cpd', { query: { cycle }, schema: CpdRecordSchema, signal }),
      staleTime: 0,
    }),
  /**
   * A transcript's PDF as a data URL: kept with the record in the persisted cache (which holds
   * strings), so the last transcript opens offline, and dropped at logout with it. A
   * transcript never changes once issued.
   */
  transcriptPdf: (transcript: { code: string; pdf_url: string }) =>
    queryOptions({
      queryKey: [CPD_ENTITY, 'transcript-pdf', transcript.code] as const,
      queryFn: async ({ signal }) => blobToDataUrl(await apiBlob(apiPath(transcript.pdf_url), signal)),
      staleTime: Infinity,
      // As long as the persisted cache keeps anything (a week).
      gcTime: 7 * 24 * 60 * 60 * 1000,
    }),
  /** What anyone may check of a transcript; always asked again. */
  verifyTranscript: (code: string) =>
    queryOptions({
      queryKey: ['cpd-transcripts', 'verify', code] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/cpd/transcripts/${encodeURIComponent(code)}`, {
          schema: CpdTranscriptVerificationSchema,
          signal,
        }),
      staleTime: 0,
    }),
}

/** The server answers API addresses from the site's root; the client's calls are under API_BASE. */
const apiPath = (url: string) => (url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url)

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file'))
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'))
    reader.readAsDataURL(blob)
  })
}

/** A data URL made by blobToDataUrl back into its Blob, to hand to the browser. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',')
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream'
  const bytes = Uint8Array.from(atob(dataUrl.slice(comma + 1)), (c) => c.charCodeAt(0))
  return new Blob([bytes], { type })
}

export const requestTranscript = (cycle: 'current' | 'previous') =>
  apiRequest('/members/me/cpd/transcripts', { method: 'POST', body: { cycle }, schema: CpdTranscriptSchema })

/** The certificate file of one of the member's external activities. */
export const activityFile = (id: number) => apiBlob(`/members/me/cpd/activities/${id}/file`)

export const saveLicence = (body: CpdLicenceWrite) =>
  apiRequest('/members/me/cpd/licence', { method: 'PUT', body, schema: CpdLicenceSchema })

/** Uploads a certificate file; `idempotencyKey` makes a replay from the outbox store it once. */
export function uploadCpdFile(file: Blob, options: { fileName?: string; idempotencyKey?: string } = {}) {
  const body = new FormData()
  body.append('file', file, options.fileName ?? (file instanceof File ? file.name : 'certificate'))
  return apiRequest('/members/me/cpd/files', {
    method: 'POST',
    body,
    headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined,
    schema: CpdFileSchema,
  })
}

export const addActivity = (body: CpdActivityWrite, idempotencyKey?: string) =>
  apiRequest('/members/me/cpd/activities', {
    method: 'POST',
    body,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
    schema: CpdExternalActivitySchema,
  })
export const editActivity = (id: number, body: CpdActivityWrite) =>
  apiRequest(`/members/me/cpd/activities/${id}`, { method: 'PUT', body, schema: CpdExternalActivitySchema })
export const deleteActivity = (id: number) =>
  apiRequest(`/members/me/cpd/activities/${id}`, { method: 'DELETE', schema: CpdDeletedSchema })

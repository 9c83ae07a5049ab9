import {
  type CpdActivityWrite,
  CpdDeletedSchema,
  CpdExternalActivitySchema,
  CpdFileSchema,
  type CpdLicenceWrite,
  CpdLicenceSchema,
  CpdRecordSchema,
} from '@contract/cpd'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

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
}

export const saveLicence = (body: CpdLicenceWrite) =>
  apiRequest('/members/me/cpd/licence', { method: 'PUT', body, schema: CpdLicenceSchema })

export function uploadCpdFile(file: File) {
  const body = new FormData()
  body.append('file', file)
  return apiRequest('/members/me/cpd/files', { method: 'POST', body, schema: CpdFileSchema })
}

export const addActivity = (body: CpdActivityWrite) =>
  apiRequest('/members/me/cpd/activities', { method: 'POST', body, schema: CpdExternalActivitySchema })
export const editActivity = (id: number, body: CpdActivityWrite) =>
  apiRequest(`/members/me/cpd/activities/${id}`, { method: 'PUT', body, schema: CpdExternalActivitySchema })
export const deleteActivity = (id: number) =>
  apiRequest(`/members/me/cpd/activities/${id}`, { method: 'DELETE', schema: CpdDeletedSchema })

import {
  DirectoryResponseSchema,
  LocationsResponseSchema,
  MemberProfileViewSchema,
  SpecialtiesResponseSchema,
  type DirectorySearch,
} from '@contract/members'
import type { Locale } from '@contract/constants'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/http/api-client'

/** Wordings of failed directory calls (the message when the server gave none). */
async function orFailure<T>(call: Promise<T>, label: (status: number) => string): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && !error.message)
      throw new ApiError(label(error.status), error.status, error.data)
    throw error
  }
}

export const memberQueries = {
  all: ['members'] as const,
  /** A directory page in the reader's order (by the English names for an English reader). */
  directory: (search: DirectorySearch, lang: Locale) =>
    queryOptions({
      queryKey: ['members', 'directory', search, lang] as const,
      queryFn: ({ signal }) =>
        orFailure(
          apiRequest('/members/directory', {
            query: { ...search, lang },
            schema: DirectoryResponseSchema,
            signal,
            credentials: true,
          }),
          (status) => `Directory fetch failed: ${status}`,
        ),
    }),
  /** A failed specialty or city list is an empty list. */
  specialties: () =>
    queryOptions({
      queryKey: ['members', 'specialties'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/members/specialties', {
          schema: SpecialtiesResponseSchema,
          signal,
          credentials: true,
        }).catch((): string[] => []),
      staleTime: 10 * 60_000,
    }),
  locations: () =>
    queryOptions({
      queryKey: ['members', 'locations'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/members/locations', {
          schema: LocationsResponseSchema,
          signal,
          credentials: true,
        }).catch((): Record<string, string[]> => ({})),
      staleTime: 10 * 60_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: ['members', 'detail', id] as const,
      queryFn: ({ signal }) =>
        orFailure(
          apiRequest(`/members/${id}`, { schema: MemberProfileViewSchema, signal, credentials: true }),
          (status) => `Profile fetch failed: ${status}`,
        ),
    }),
}

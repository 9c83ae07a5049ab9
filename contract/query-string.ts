/** A value of a request's query: blanks (undefined, null, '') are left out of the URL. */
export type QueryValue = string | number | boolean | undefined | null

/**
 * A request's query string as the app sends it (without `?`): the object's keys in order,
 * blanks left out. The server builds the same string for the list request it preloads with a
 * page's shell, so the app's request is that preload's URL exactly and reuses its answer.
 */
export function queryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  return params.toString()
}

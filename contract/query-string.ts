export type QueryValue = string | number | boolean | undefined | null

/** The server builds the same string for the list it preloads, so the app's request reuses that answer. */
export function queryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  return params.toString()
}

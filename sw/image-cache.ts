/** Public pictures under /uploads only: signed links expire and belong to one member. */
export const IMAGE_CACHE = 'portal-images'
export const IMAGE_MAX_ENTRIES = 300
export const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

const SIGNED_PARAMS = ['sig', 'signature', 'expires', 'token']

export function isCacheableImageRequest(url: URL, destination: string, origin: string): boolean {
  if (destination !== 'image' || url.origin !== origin) return false
  if (!url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/uploads/private/')) return false
  return !SIGNED_PARAMS.some((name) => url.searchParams.has(name))
}

export function isCacheableImageResponse(response: Response): boolean {
  if (response.status !== 200) return false
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase()
  if (/\b(no-store|private)\b/.test(cacheControl)) return false
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('image/')
}

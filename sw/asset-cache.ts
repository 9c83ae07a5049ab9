import { inLanes } from '@contract/in-lanes'

/** Files the install leaves out, cached after activation; hashed names, so a new build drops the rest. */
export const ASSET_CACHE = 'portal-assets'
export const WARM_UP_CONCURRENCY = 4

export interface BuildFile {
  url: string
  revision: string | null
  integrity?: string
  deferred?: boolean
}

export function splitBuild(
  files: readonly (string | BuildFile)[],
  origin: string,
): { precache: (string | BuildFile)[]; deferred: string[] } {
  const precache: (string | BuildFile)[] = []
  const deferred: string[] = []
  for (const file of files) {
    if (typeof file !== 'string' && file.deferred) deferred.push(new URL(file.url, `${origin}/`).href)
    else
      precache.push(
        typeof file === 'string'
          ? file
          : {
              url: file.url,
              revision: file.revision,
              ...(file.integrity ? { integrity: file.integrity } : {}),
            },
      )
  }
  return { precache, deferred }
}

/** The part of the Cache API used here (a fake in the tests); `add` fetches the request and keeps a 200 answer. */
type AssetCache = Pick<Cache, 'keys' | 'delete' | 'add'>

/** Drops what an earlier build left in the cache; answers how many files went. */
export async function dropOutdated(cache: AssetCache, current: ReadonlySet<string>): Promise<number> {
  const outdated = (await cache.keys()).filter((request) => !current.has(request.url))
  await Promise.all(outdated.map((request) => cache.delete(request)))
  return outdated.length
}

/**
 * Caches every file of `urls` not cached yet: first, with no network, those this browser
 * already holds (the open pages' own chunks, in its HTTP cache), so the screens just seen
 * work offline at once; then the rest from the network, a few at a time. Answers how many
 * could not be cached (offline, replaced by a deployment, or a full disk).
 */
export async function warmUp(
  cache: AssetCache,
  urls: readonly string[],
  concurrency = WARM_UP_CONCURRENCY,
): Promise<{ failed: number }> {
  const cached = new Set((await cache.keys()).map((request) => request.url))
  const keep = (request: Request) =>
    cache.add(request).then(
      () => true,
      () => false,
    )
  const fromNetwork: string[] = []
  await Promise.all(
    urls
      .filter((url) => !cached.has(url))
      .map(async (url) => {
        if (!(await keep(new Request(url, { cache: 'only-if-cached', mode: 'same-origin' }))))
          fromNetwork.push(url)
      }),
  )
  let failed = 0
  await inLanes(fromNetwork, concurrency, async (url) => {
    if (!(await keep(new Request(url)))) failed++
  })
  return { failed }
}

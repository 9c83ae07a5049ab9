import { describe, expect, it } from 'vitest'
import { dropOutdated, splitBuild, warmUp } from './asset-cache'

const origin = 'https://portal.example'

/**
 * An in-memory Cache of the methods the worker uses. `add` answers as the browser would: a
 * request with `only-if-cached` is kept only when the HTTP cache holds it, any other from the network.
 */
function memoryCache(
  urls: string[] = [],
  answers: { held?: string[]; network?: Record<string, number> } = {},
) {
  const kept = new Set<string>(urls)
  const asked: string[] = []
  return {
    kept,
    asked,
    keys: async () => [...kept].map((url) => new Request(url)),
    delete: async (request: RequestInfo | URL) =>
      kept.delete(request instanceof Request ? request.url : String(request)),
    add: async (request: RequestInfo | URL) => {
      // The worker always passes a Request.
      const { url, cache } = request as Request
      const name = new URL(url).pathname
      asked.push(`${cache === 'only-if-cached' ? 'held?' : 'network'} ${name}`)
      const ok =
        cache === 'only-if-cached'
          ? (answers.held ?? []).includes(name)
          : (answers.network?.[name] ?? 200) === 200
      if (!ok) throw new TypeError(`${name} not cached`)
      kept.add(url)
    },
  }
}

describe('the service worker asset cache', () => {
  it('splits the injected manifest into the install list and the files left for later', () => {
    const { precache, deferred } = splitBuild(
      [
        '/a.txt',
        { url: 'index.html', revision: 'r1' },
        { url: 'assets/index-a.js', revision: null },
        { url: 'assets/members-b.js', revision: null, deferred: true },
      ],
      origin,
    )
    expect(precache).toEqual([
      '/a.txt',
      { url: 'index.html', revision: 'r1' },
      { url: 'assets/index-a.js', revision: null },
    ])
    expect(deferred).toEqual([`${origin}/assets/members-b.js`])
  })

  it("drops an earlier build's files and keeps those the current build still has", async () => {
    const cache = memoryCache([`${origin}/assets/old-x.js`, `${origin}/assets/same-y.js`])
    expect(
      await dropOutdated(cache, new Set([`${origin}/assets/same-y.js`, `${origin}/assets/new-z.js`])),
    ).toBe(1)
    expect([...cache.kept.keys()]).toEqual([`${origin}/assets/same-y.js`])
  })

  it('takes what the browser already holds without the network, then fetches the rest, and counts what failed', async () => {
    const urls = ['held', 'fresh', 'gone', 'cached'].map((name) => `${origin}/assets/${name}.js`)
    const cache = memoryCache([`${origin}/assets/cached.js`], {
      held: ['/assets/held.js'],
      network: { '/assets/gone.js': 404 },
    })
    expect(await warmUp(cache, urls, 2)).toEqual({ failed: 1 })
    expect([...cache.kept].sort()).toEqual([
      `${origin}/assets/cached.js`,
      `${origin}/assets/fresh.js`,
      `${origin}/assets/held.js`,
    ])
    // Only what the browser does not hold goes to the network, and nothing cached already is asked at all.
    expect(cache.asked.filter((line) => line.startsWith('network')).sort()).toEqual([
      'network /assets/fresh.js',
      'network /assets/gone.js',
    ])
    expect(cache.asked.some((line) => line.includes('cached.js'))).toBe(false)
    cache.asked.length = 0
    expect(
      await warmUp(
        cache,
        urls.filter((url) => !url.endsWith('gone.js')),
      ),
    ).toEqual({ failed: 0 })
    expect(cache.asked).toEqual([])
  })
})

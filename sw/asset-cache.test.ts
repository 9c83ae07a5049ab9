import { describe, expect, it } from 'vitest'
import { dropOutdated, splitBuild, warmUp } from './asset-cache'

const origin = 'https://portal.example'

/** An in-memory Cache of the methods the worker uses. */
function memoryCache(urls: string[] = []) {
  const kept = new Map<string, Response | undefined>(urls.map((url) => [url, undefined]))
  return {
    kept,
    keys: async () => [...kept.keys()].map((url) => new Request(url)),
    delete: async (request: RequestInfo | URL) => kept.delete(request instanceof Request ? request.url : String(request)),
    put: async (request: RequestInfo | URL, response: Response) => void kept.set(String(request), response),
  }
}

describe('the service worker asset cache', () => {
  it('splits the injected manifest into the install list and the files left for later', () => {
    const { precache, deferred } = splitBuild(['/a.txt', { url: 'index.html', revision: 'r1' }, { url: 'assets/index-a.js', revision: null }, { url: 'assets/members-b.js', revision: null, deferred: true }], origin)
    expect(precache).toEqual(['/a.txt', { url: 'index.html', revision: 'r1' }, { url: 'assets/index-a.js', revision: null }])
    expect(deferred).toEqual([`${origin}/assets/members-b.js`])
  })

  it("drops an earlier build's files and keeps those the current build still has", async () => {
    const cache = memoryCache([`${origin}/assets/old-x.js`, `${origin}/assets/same-y.js`])
    expect(await dropOutdated(cache, new Set([`${origin}/assets/same-y.js`, `${origin}/assets/new-z.js`]))).toBe(1)
    expect([...cache.kept.keys()]).toEqual([`${origin}/assets/same-y.js`])
  })

  it('takes what the browser already holds without the network, then fetches the rest, and counts what failed', async () => {
    const urls = ['held', 'fresh', 'gone', 'cached'].map((name) => `${origin}/assets/${name}.js`)
    const cache = memoryCache([`${origin}/assets/cached.js`])
    const asked: string[] = []
    const fetcher = async (request: Request) => {
      asked.push(`${request.cache === 'only-if-cached' ? 'held?' : 'network'} ${new URL(request.url).pathname}`)
      if (request.cache === 'only-if-cached') {
        if (request.url.endsWith('held.js')) return new Response('held')
        throw new TypeError('not in the HTTP cache')
      }
      return request.url.endsWith('gone.js') ? new Response('', { status: 404 }) : new Response('fresh')
    }
    expect(await warmUp(cache, urls, fetcher, 2)).toEqual({ failed: 1 })
    expect([...cache.kept.keys()].sort()).toEqual([`${origin}/assets/cached.js`, `${origin}/assets/fresh.js`, `${origin}/assets/held.js`])
    // Nothing is asked twice of the network, and nothing cached already is asked at all.
    expect(asked.filter((line) => line.startsWith('network')).sort()).toEqual(['network /assets/fresh.js', 'network /assets/gone.js'])
    expect(asked.some((line) => line.includes('cached.js'))).toBe(false)
    expect(await warmUp(cache, urls.filter((url) => !url.endsWith('gone.js')), fetcher)).toEqual({ failed: 0 })
  })

  it('counts a refused write (a full disk) as not cached', async () => {
    const cache = { ...memoryCache(), put: async () => Promise.reject(new DOMException('full', 'QuotaExceededError')) }
    expect(await warmUp(cache, [`${origin}/assets/a.js`], async () => new Response('a'))).toEqual({ failed: 1 })
  })
})

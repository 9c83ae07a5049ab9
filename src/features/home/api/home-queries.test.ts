import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { homeQueries } from './home-queries'
import { OfflineError } from '@/lib/http/api-client'

const news = () => new QueryClient().fetchQuery(homeQueries.news())

describe('home lists', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('show empty when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ detail: 'boom' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    )
    await expect(news()).resolves.toEqual({ items: [], total: 0 })
  })

  it('fail without a connection, so a saved list is not replaced by an empty one', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(news()).rejects.toBeInstanceOf(OfflineError)
  })
})

describe('home counters', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('come from the server count, where an expired job is not an active one', async () => {
    const urls: string[] = []
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url)
      const stats = { totalMembers: 1250, upcomingEvents: 4, resources: 7, activeJobs: 2 }
      return Promise.resolve(
        new Response(JSON.stringify(stats), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      )
    })
    await expect(new QueryClient().fetchQuery(homeQueries.stats())).resolves.toEqual({
      totalMembers: 1250,
      upcomingEvents: 4,
      resources: 7,
      activeJobs: 2,
    })
    expect(urls).toEqual(['/api/home/stats'])
  })
})

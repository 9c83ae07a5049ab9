import { expect, test } from '../support/test'
import { DATABASE_NAME, QUERY_CACHE_DATABASE } from '../../src/lib/offline/db-name'
import { waitForPersistedCache } from '../support/e2e'

/**
 * What a first visit downloads after its first screen: the answers it saves for offline
 * reading go to the query cache's own small database (src/lib/offline/query-cache-db.ts), so Dexie's
 * chunk is not requested, and the service worker registers without workbox-window. Dexie's
 * database is not even created: the features that use it (outbox, saved items, doors) were
 * not used.
 */
test.use({ viewport: { width: 360, height: 800 } })

for (const path of ['/', '/events', '/news']) {
  test(`a first visit to ${path} saves its answers for offline reading without loading Dexie`, async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForPersistedCache(page, '"queryKey"')
    // The service worker registers at idle after start-up, and the background refresh of what
    // members read offline (src/app/offline-prefetch-run.ts) starts a few seconds after load:
    // the visit is over once both have happened and the network is quiet.
    await expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), {
        timeout: 20_000,
      })
      .toBe(true)
    await expect
      .poll(() => scripts.some((script) => script.includes('/offline-prefetch-run-')), { timeout: 20_000 })
      .toBe(true)
    await page.waitForLoadState('networkidle')

    expect(scripts.length).toBeGreaterThan(0)
    expect(
      scripts.filter((script) => /\/db-(?!name-)[^/]*\.js$/.test(script) || /workbox/.test(script)),
    ).toEqual([])
    // The page's own databases: the query cache's, never Dexie's (the service worker keeps one
    // of its own, workbox-expiration, once it has cached a picture).
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((info) => info.name))
    expect(databases).toContain(QUERY_CACHE_DATABASE)
    expect(databases).not.toContain(DATABASE_NAME)
  })
}

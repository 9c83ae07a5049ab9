import { describe, expect, it } from 'vitest'
import { apiRoutes } from './app'
import { seoRoutes } from './modules/seo/routes'

/**
 * Every URL the API answers, method and path, as the router holds them. Moving code between
 * modules must leave this list byte-identical: clients (the installed app, scripts, other
 * societies' integrations) call these exact paths. A new route is added to the snapshot on
 * purpose (`npx vitest run server/route-table.test.ts -u`), never by accident.
 */
describe('API route table', () => {
  it('is unchanged', async () => {
    const api = apiRoutes()
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} /api${route.path}`)
    // The site's own addresses outside /api (crawlers call them by these exact paths too).
    const site = seoRoutes.routes.map((route) => `${route.method} ${route.path}`)
    const table = [...api, ...site]
    const unique = [...new Set(table)].sort()
    await expect(`${unique.join('\n')}\n`).toMatchFileSnapshot('./route-table.snapshot.txt')
  })
})

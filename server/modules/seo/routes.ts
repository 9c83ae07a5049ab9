import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute } from '../../lib/access'
import * as service from './service'

/** Crawlers read both often; a short cache spares the database, and a new item shows within minutes. */
const CACHE_CONTROL = 'public, max-age=600'

/** Mounted outside /api before the static app: they are the site's, not the API's. */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', publicRoute(), async (c) => {
    const deps = c.get('deps')
    const xml = service.sitemapXml(deps.config.publicUrl, await service.sitemapPages(deps))
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
    })
  })
  .get('/robots.txt', publicRoute(), (c) =>
    c.body(service.robotsTxt(c.get('deps').config.publicUrl), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
    }),
  )

import { ContentIdParamSchema } from '@contract/content-query'
import { AgendaWriteSchema } from '@contract/programme'
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import * as v from 'valibot'
import type { AppEnv } from '../../app-env'
import { publicRoute, signedIn } from '../../lib/access'
import { idempotent } from '../../lib/idempotency'
import { jsonBody, params } from '../../lib/validation'
import * as service from './service'

const AgendaParamsSchema = v.object({ eventId: ContentIdParamSchema.entries.id })

/** The public programme carries an ETag, so a phone revalidates the whole programme for a few bytes. */
export const programmeRoutes = new Hono<AppEnv>()
  .get('/events/:id{[0-9]+}/programme', publicRoute(), params(ContentIdParamSchema), etag(), async (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.json(await service.getProgramme(c.get('deps'), c.req.valid('param').id))
  })
  .get('/members/me/agenda/:eventId{[0-9]+}', signedIn(), params(AgendaParamsSchema), async (c) =>
    c.json(await service.getAgenda(c.get('deps'), c.get('viewer'), c.req.valid('param').eventId)),
  )
  .put(
    '/members/me/agenda/:eventId{[0-9]+}',
    signedIn(),
    params(AgendaParamsSchema),
    idempotent(),
    jsonBody(AgendaWriteSchema),
    async (c) =>
      c.json(
        await service.saveAgenda(
          c.get('deps'),
          c.get('viewer'),
          c.req.valid('param').eventId,
          c.req.valid('json').session_ids,
        ),
      ),
  )

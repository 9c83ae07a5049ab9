import { ContentIdParamSchema } from '@contract/content-query'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { signedIn } from '../../lib/access'
import { idempotent } from '../../lib/idempotency'
import { params } from '../../lib/validation'
import * as service from './service'

/** Registering again answers the same ticket (201 then 200); a full event offers the waiting list. */
export const registrationsRoutes = new Hono<AppEnv>()
  .post(
    '/events/:id{[0-9]+}/registrations',
    signedIn(),
    params(ContentIdParamSchema),
    idempotent(),
    async (c) => {
      const { created, registration } = await service.register(
        c.get('deps'),
        c.get('viewer'),
        c.req.valid('param').id,
      )
      return c.json(registration, created ? 201 : 200)
    },
  )
  .get('/events/:id{[0-9]+}/registrations/me', signedIn(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.myRegistration(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )
  .delete(
    '/events/:id{[0-9]+}/registrations/me',
    signedIn(),
    params(ContentIdParamSchema),
    idempotent(),
    async (c) => c.json(await service.cancelMine(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )
  .get('/members/me/tickets', signedIn(), async (c) =>
    c.json(await service.myTickets(c.get('deps'), c.get('viewer'))),
  )
  .post('/events/:id{[0-9]+}/waitlist', signedIn(), params(ContentIdParamSchema), idempotent(), async (c) => {
    const { created, entry } = await service.joinWaitlist(
      c.get('deps'),
      c.get('viewer'),
      c.req.valid('param').id,
    )
    return c.json(entry, created ? 201 : 200)
  })

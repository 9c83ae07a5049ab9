import {
  CpdActivityIdParamSchema,
  CpdActivityWriteSchema,
  CpdLicenceWriteSchema,
  CpdRecordQuerySchema,
  CpdTranscriptCodeParamSchema,
  CpdTranscriptRequestSchema,
} from '@contract/cpd'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute, signedIn } from '../../lib/access'
import { idempotent } from '../../lib/idempotency'
import { jsonBody, params, query } from '../../lib/validation'
import { sendStored } from '../../static'
import * as service from './service'

/** The caller's own CPD record only, except a transcript's verification, open to whoever holds its code. */
export const cpdRoutes = new Hono<AppEnv>()
  .get('/members/me/cpd', signedIn(), query(CpdRecordQuerySchema), async (c) =>
    c.json(await service.getRecord(c.get('deps'), c.get('viewer').id, c.req.valid('query').cycle)),
  )
  .put('/members/me/cpd/licence', signedIn(), jsonBody(CpdLicenceWriteSchema), async (c) =>
    c.json(await service.saveLicence(c.get('deps'), c.get('viewer').id, c.req.valid('json'))),
  )
  // Replayed with an Idempotency-Key when sent again after a lost answer: one stored file.
  .post('/members/me/cpd/files', signedIn(), idempotent(), async (c) =>
    c.json(await service.acceptCpdFile(c), 201),
  )
  .post('/members/me/cpd/activities', signedIn(), idempotent(), jsonBody(CpdActivityWriteSchema), async (c) =>
    c.json(await service.addActivity(c.get('deps'), c.get('viewer').id, c.req.valid('json')), 201),
  )
  .put(
    '/members/me/cpd/activities/:id{[0-9]+}',
    signedIn(),
    params(CpdActivityIdParamSchema),
    jsonBody(CpdActivityWriteSchema),
    async (c) =>
      c.json(
        await service.updateActivity(
          c.get('deps'),
          c.get('viewer').id,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      ),
  )
  .delete('/members/me/cpd/activities/:id{[0-9]+}', signedIn(), params(CpdActivityIdParamSchema), async (c) =>
    c.json(await service.deleteActivity(c.get('deps'), c.get('viewer').id, c.req.valid('param').id)),
  )
  .get(
    '/members/me/cpd/activities/:id{[0-9]+}/file',
    signedIn(),
    params(CpdActivityIdParamSchema),
    async (c) => {
      const { key, file, name, contentType } = await service.activityFile(
        c.get('deps'),
        c.get('viewer').id,
        c.req.valid('param').id,
      )
      // The member's own certificate: never kept by a shared cache, nor indexed.
      return sendStored(c, key, file, 'private, no-store', {
        'Content-Type': contentType,
        'Content-Disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'X-Robots-Tag': 'noindex',
      })
    },
  )
  .post('/members/me/cpd/transcripts', signedIn(), jsonBody(CpdTranscriptRequestSchema), async (c) => {
    const { transcript, created } = await service.requestTranscript(
      c.get('deps'),
      c.get('viewer').id,
      c.req.valid('json').cycle,
    )
    return c.json(transcript, created ? 201 : 200)
  })
  .get(
    '/members/me/cpd/transcripts/:code/pdf',
    signedIn(),
    params(CpdTranscriptCodeParamSchema),
    async (c) => {
      const code = c.req.valid('param').code
      const { key, file } = await service.transcriptPdf(c.get('deps'), c.get('viewer').id, code)
      // Every activity of the member: never kept by a shared cache, nor indexed.
      return sendStored(c, key, file, 'private, no-store', {
        'Content-Disposition': `attachment; filename="cpd-transcript-${code}.pdf"`,
        'X-Robots-Tag': 'noindex',
      })
    },
  )
  .get('/cpd/transcripts/:code', publicRoute(), params(CpdTranscriptCodeParamSchema), async (c) => {
    c.header('X-Robots-Tag', 'noindex')
    c.header('Cache-Control', 'no-store')
    return c.json(await service.verifyTranscript(c.get('deps'), c.req.valid('param').code))
  })

import {
  AccreditationWriteSchema,
  CertificateCodeParamSchema,
  IssueCertificatesSchema,
} from '@contract/certificates'
import { ADMIN_AREA_ROLES } from '@contract/constants'
import { ContentIdParamSchema } from '@contract/content-query'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { jsonBody, params } from '../../lib/validation'
import * as service from './service'

/** The CME office's work: accreditation, issuing and revoking (superadmin, admin and cme). */
const cmeOffice = () => requireRole(...ADMIN_AREA_ROLES)

export const adminCertificatesRoutes = new Hono<AppEnv>()
  .get('/admin/events/:id{[0-9]+}/accreditation', cmeOffice(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.getAccreditation(c.get('deps'), c.req.valid('param').id)),
  )
  .put(
    '/admin/events/:id{[0-9]+}/accreditation',
    cmeOffice(),
    params(ContentIdParamSchema),
    jsonBody(AccreditationWriteSchema),
    async (c) =>
      c.json(
        await service.saveAccreditation(
          c.get('deps'),
          c.get('viewer'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      ),
  )
  .get('/admin/events/:id{[0-9]+}/certificates', cmeOffice(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.eventCertificates(c.get('deps'), c.req.valid('param').id)),
  )
  .get(
    '/admin/events/:id{[0-9]+}/certificates/eligible',
    cmeOffice(),
    params(ContentIdParamSchema),
    async (c) => c.json(await service.eligibleForCertificates(c.get('deps'), c.req.valid('param').id)),
  )
  .post(
    '/admin/events/:id{[0-9]+}/certificates',
    cmeOffice(),
    params(ContentIdParamSchema),
    jsonBody(IssueCertificatesSchema),
    async (c) =>
      c.json(
        await service.issueCertificates(
          c.get('deps'),
          c.get('viewer'),
          c.req.valid('param').id,
          c.req.valid('json').registration_ids,
        ),
        201,
      ),
  )
  .post('/admin/certificates/:code/revoke', cmeOffice(), params(CertificateCodeParamSchema), async (c) =>
    c.json(await service.revokeCertificate(c.get('deps'), c.get('viewer'), c.req.valid('param').code)),
  )

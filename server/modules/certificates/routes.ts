import { CertificateCodeParamSchema } from '@contract/certificates'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute, signedIn } from '../../lib/access'
import { params } from '../../lib/validation'
import * as service from './service'

/** Anyone verifies a certificate by its code; a member lists their own. */
export const certificatesRoutes = new Hono<AppEnv>()
  .get('/certificates/:code', publicRoute(), params(CertificateCodeParamSchema), async (c) => c.json(await service.verifyCertificate(c.get('deps'), c.req.valid('param').code)))
  .get('/members/me/certificates', signedIn(), async (c) =>
    c.json(await service.myCertificates(c.get('deps'), c.get('viewer'))),
  )

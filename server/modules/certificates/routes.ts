import { CertificateCodeParamSchema } from '@contract/certificates'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute, signedIn } from '../../lib/access'
import { params } from '../../lib/validation'
import { sendStored } from '../../static'
import * as service from './service'

/** Anyone holding a code verifies and downloads it: the code is a 60-bit random secret printed on the certificate. */
export const certificatesRoutes = new Hono<AppEnv>()
  .get('/certificates/:code', publicRoute(), params(CertificateCodeParamSchema), async (c) =>
    c.json(await service.verifyCertificate(c.get('deps'), c.req.valid('param').code)),
  )
  .get('/certificates/:code/pdf', publicRoute(), params(CertificateCodeParamSchema), async (c) => {
    const code = c.req.valid('param').code
    const { key, file } = await service.certificatePdfFile(c.get('deps'), code)
    // A person's name: never in shared caches; revalidated every time so a revocation counts at once.
    return sendStored(c, key, file, 'private, no-cache', {
      'Content-Disposition': `attachment; filename="certificate-${code}.pdf"`,
      'X-Robots-Tag': 'noindex',
    })
  })
  .get('/members/me/certificates', signedIn(), async (c) =>
    c.json(await service.myCertificates(c.get('deps'), c.get('viewer'))),
  )

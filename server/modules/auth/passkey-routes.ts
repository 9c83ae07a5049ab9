import { ContentIdParamSchema } from '@contract/address-params'
import {
  PasskeyAssertionVerifySchema,
  PasskeyRegistrationVerifySchema,
  ReauthPasswordRequestSchema,
  RenamePasskeyRequestSchema,
} from '@contract/passkeys'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute, signedIn } from '../../lib/access'
import { clientAddress } from '../../lib/client-address'
import { jsonBody, params } from '../../lib/validation'
import * as service from './passkey-service'

export const passkeyRoutes = new Hono<AppEnv>()
  .get('/auth/passkeys', signedIn(), async (c) => {
    return c.json(await service.listPasskeys(c.get('deps'), c.get('viewer')))
  })
  .post('/auth/passkeys/registration/options', signedIn(), async (c) => {
    return c.json(await service.registrationOptions(c.get('deps'), c.get('viewer')))
  })
  .post(
    '/auth/passkeys/registration/verify',
    signedIn(),
    jsonBody(PasskeyRegistrationVerifySchema),
    async (c) => {
      return c.json(
        await service.registrationVerify(c.get('deps'), c.get('viewer'), c.req.valid('json')),
        201,
      )
    },
  )
  .post('/auth/passkeys/login/options', publicRoute(), async (c) => {
    return c.json(await service.loginOptions(c.get('deps'), clientAddress(c)))
  })
  .post('/auth/passkeys/login/verify', publicRoute(), jsonBody(PasskeyAssertionVerifySchema), async (c) => {
    return c.json(
      await service.loginVerify(
        c.get('deps'),
        c.req.valid('json').credential,
        clientAddress(c),
        c.req.header('User-Agent'),
      ),
    )
  })
  .patch(
    '/auth/passkeys/:id',
    signedIn(),
    params(ContentIdParamSchema),
    jsonBody(RenamePasskeyRequestSchema),
    async (c) => {
      return c.json(
        await service.renamePasskey(
          c.get('deps'),
          c.get('viewer'),
          c.req.valid('param').id,
          c.req.valid('json').name,
        ),
      )
    },
  )
  .delete('/auth/passkeys/:id', signedIn(), params(ContentIdParamSchema), async (c) => {
    return c.json(await service.removePasskey(c.get('deps'), c.get('viewer'), c.req.valid('param').id))
  })
  .post('/auth/reauth', signedIn(), jsonBody(ReauthPasswordRequestSchema), async (c) => {
    return c.json(
      await service.reauthWithPassword(
        c.get('deps'),
        c.get('viewer'),
        c.req.valid('json').password,
        clientAddress(c),
      ),
    )
  })
  .post('/auth/reauth/passkey/options', signedIn(), async (c) => {
    return c.json(await service.reauthOptions(c.get('deps'), c.get('viewer')))
  })
  .post('/auth/reauth/passkey/verify', signedIn(), jsonBody(PasskeyAssertionVerifySchema), async (c) => {
    return c.json(
      await service.reauthWithPasskey(c.get('deps'), c.get('viewer'), c.req.valid('json').credential),
    )
  })

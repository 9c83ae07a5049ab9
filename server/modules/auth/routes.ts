import {
  ActivateRequestSchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  ResendActivationRequestSchema,
} from '@contract/auth'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute, signedIn } from '../../lib/access'
import { clientAddress } from '../../lib/client-address'
import { jsonBody } from '../../lib/validation'
import * as service from './service'

/** Register, activate, resend the activation link, log in, refresh, log out, and who am I. */
export const authRoutes = new Hono<AppEnv>()
  .post('/auth/register', publicRoute(), jsonBody(RegisterRequestSchema), async (c) => {
    const body = c.req.valid('json')
    return c.json(await service.register(c.get('deps'), body, clientAddress(c)), 201)
  })
  .post('/auth/login', publicRoute(), jsonBody(LoginRequestSchema), async (c) => {
    return c.json(await service.login(c.get('deps'), c.req.valid('json'), clientAddress(c)))
  })
  .get('/auth/me', signedIn(), async (c) => {
    return c.json(await service.currentUser(c.get('deps'), c.get('viewer')!.id))
  })
  .post('/auth/refresh', publicRoute(), jsonBody(RefreshRequestSchema), async (c) => {
    return c.json(await service.refresh(c.get('deps'), c.req.valid('json').refresh_token))
  })
  .post('/auth/logout', publicRoute(), jsonBody(LogoutRequestSchema), async (c) => {
    await service.logout(c.get('deps'), { refreshToken: c.req.valid('json').refresh_token, viewer: c.get('viewer') })
    return c.json({ status: 'ok' })
  })
  .post('/auth/activate', publicRoute(), jsonBody(ActivateRequestSchema), async (c) => {
    return c.json(await service.activate(c.get('deps'), c.req.valid('json').token))
  })
  .post('/auth/activation/resend', publicRoute(), jsonBody(ResendActivationRequestSchema), async (c) => {
    return c.json(await service.resendActivation(c.get('deps'), c.req.valid('json').email, clientAddress(c)))
  })

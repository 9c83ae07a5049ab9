import {
  ActivateRequestSchema,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ConfirmEmailRequestSchema,
  DeleteAccountRequestSchema,
  ForgotPasswordRequestSchema,
  LanguageRequestSchema,
  ResetPasswordRequestSchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  ResendActivationRequestSchema,
} from '@contract/auth'
import { SessionIdParamSchema } from '@contract/devices'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute, signedIn } from '../../lib/access'
import { clientAddress } from '../../lib/client-address'
import { withPhonesParsed } from '../../lib/phone'
import { jsonBody, params } from '../../lib/validation'
import * as accountData from './account-data-service'
import * as devices from './device-service'
import * as passwords from './password-service'
import * as service from './service'

const RegisterBodySchema = withPhonesParsed(RegisterRequestSchema, ['phone'])

export const authRoutes = new Hono<AppEnv>()
  .post('/auth/register', publicRoute(), jsonBody(RegisterBodySchema), async (c) => {
    const body = c.req.valid('json')
    return c.json(await service.register(c.get('deps'), body, clientAddress(c)), 201)
  })
  .post('/auth/login', publicRoute(), jsonBody(LoginRequestSchema), async (c) => {
    return c.json(
      await service.login(c.get('deps'), c.req.valid('json'), clientAddress(c), c.req.header('User-Agent')),
    )
  })
  .get('/auth/me', signedIn(), async (c) => {
    return c.json(await service.currentUser(c.get('deps'), c.get('viewer').id))
  })
  .put('/auth/me/language', signedIn(), jsonBody(LanguageRequestSchema), async (c) => {
    return c.json(await service.setLanguage(c.get('deps'), c.get('viewer').id, c.req.valid('json').language))
  })
  .post('/auth/refresh', publicRoute(), jsonBody(RefreshRequestSchema), async (c) => {
    return c.json(await service.refresh(c.get('deps'), c.req.valid('json').refresh_token))
  })
  .post('/auth/logout', publicRoute(), jsonBody(LogoutRequestSchema), async (c) => {
    await service.logout(c.get('deps'), {
      refreshToken: c.req.valid('json').refresh_token,
      viewer: c.get('viewer'),
    })
    return c.json({ status: 'ok' })
  })
  .post('/auth/activate', publicRoute(), jsonBody(ActivateRequestSchema), async (c) => {
    return c.json(await service.activate(c.get('deps'), c.req.valid('json').token))
  })
  .post('/auth/activation/resend', publicRoute(), jsonBody(ResendActivationRequestSchema), async (c) => {
    return c.json(await service.resendActivation(c.get('deps'), c.req.valid('json').email, clientAddress(c)))
  })
  .post('/auth/password/forgot', publicRoute(), jsonBody(ForgotPasswordRequestSchema), async (c) => {
    return c.json(
      await passwords.forgotPassword(c.get('deps'), c.req.valid('json').email, clientAddress(c)),
      202,
    )
  })
  .post('/auth/password/reset', publicRoute(), jsonBody(ResetPasswordRequestSchema), async (c) => {
    return c.json(await passwords.resetPassword(c.get('deps'), c.req.valid('json')))
  })
  .post('/auth/password/change', signedIn(), jsonBody(ChangePasswordRequestSchema), async (c) => {
    // signedIn() lets no request through without a viewer.
    return c.json(await passwords.changePassword(c.get('deps'), c.get('viewer'), c.req.valid('json')))
  })
  .get('/auth/sessions', signedIn(), async (c) => {
    return c.json(await devices.listSessions(c.get('deps'), c.get('viewer')))
  })
  .post('/auth/sessions/end-others', signedIn(), async (c) => {
    return c.json(await devices.endOtherSessions(c.get('deps'), c.get('viewer')))
  })
  .delete('/auth/sessions/:id', signedIn(), params(SessionIdParamSchema), async (c) => {
    return c.json(await devices.endSession(c.get('deps'), c.get('viewer'), c.req.valid('param').id))
  })
  .get('/auth/me/data', signedIn(), async (c) => {
    // signedIn() lets no request through without a viewer.
    const data = await accountData.exportAccountData(c.get('deps'), c.get('viewer')!)
    c.header('Content-Disposition', 'attachment; filename="my-data.json"')
    c.header('Cache-Control', 'no-store')
    return c.json(data)
  })
  .post('/auth/email/change', signedIn(), jsonBody(ChangeEmailRequestSchema), async (c) => {
    // signedIn() lets no request through without a viewer.
    return c.json(
      await accountData.requestEmailChange(c.get('deps'), c.get('viewer')!, c.req.valid('json')),
      202,
    )
  })
  .post('/auth/email/confirm', publicRoute(), jsonBody(ConfirmEmailRequestSchema), async (c) => {
    return c.json(await accountData.confirmEmailChange(c.get('deps'), c.req.valid('json').token))
  })
  .post('/auth/account/delete', signedIn(), jsonBody(DeleteAccountRequestSchema), async (c) => {
    // signedIn() lets no request through without a viewer.
    return c.json(await accountData.deleteOwnAccount(c.get('deps'), c.get('viewer')!, c.req.valid('json')))
  })

import { ActivateResponseSchema, CurrentUserSchema, LoginResponseSchema, RefreshResponseSchema, RegisterResponseSchema, ResendActivationResponseSchema } from '@contract/auth'
import * as v from 'valibot'
import { describeRoutes } from '../../lib/api-description'

export const authDescriptions = describeRoutes({
  'POST /api/auth/register': {
    summary: 'Apply for membership (the account waits for approval)',
    response: { status: 201, schema: RegisterResponseSchema },
    errors: { 409: ['emailTaken'], 429: ['tooManyAttempts'] },
  },
  'POST /api/auth/login': {
    summary: 'Sign in with e-mail and password',
    response: { schema: LoginResponseSchema },
    errors: { 401: ['invalidCredentials'], 403: ['pending', 'pendingAwaitingActivation', 'rejected'], 429: ['tooManyAttempts'] },
  },
  'GET /api/auth/me': { summary: 'The signed-in account', response: { schema: CurrentUserSchema } },
  'POST /api/auth/refresh': { summary: 'A new access token for a refresh token', response: { schema: RefreshResponseSchema }, errors: { 401: ['invalidRefreshToken'] } },
  'POST /api/auth/logout': { summary: 'End the session of a refresh token', response: { schema: v.object({ status: v.literal('ok') }) } },
  'POST /api/auth/activate': {
    summary: 'Activate an approved account with the e-mailed token (a used link counts as success)',
    response: { schema: ActivateResponseSchema },
    errors: { 400: ['activationInvalid'] },
  },
  'POST /api/auth/activation/resend': {
    summary: 'Send the activation e-mail again',
    response: { schema: ResendActivationResponseSchema },
    errors: { 403: ['activation.resend.notAllowed', 'activation.resend.awaitingApproval'], 429: ['activation.resend.rateLimited'] },
  },
})

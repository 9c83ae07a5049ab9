import {
  AccountDataSchema,
  ActivateResponseSchema,
  ChangeEmailResponseSchema,
  ChangePasswordResponseSchema,
  ConfirmEmailResponseSchema,
  DeleteAccountResponseSchema, CurrentUserSchema, ForgotPasswordResponseSchema, LoginResponseSchema, RefreshResponseSchema, RegisterResponseSchema, ResendActivationResponseSchema, ResetPasswordResponseSchema } from '@contract/auth'
import * as v from 'valibot'
import { describeRoutes } from '../../lib/api-description'

export const authDescriptions = describeRoutes({
  'POST /api/auth/register': {
    summary: 'Apply for membership (the account waits for approval)',
    description:
      'Besides e-mail, password and membership type, the applicant may give `full_name` (at most 200 characters), `specialty` (one of the specialty suggestions) and `phone` ' +
      '(international E.164 form such as +966501234567; spaces, dashes, dots and brackets are removed before it is checked and stored). An empty value reads as none. ' +
      'Name and specialty open the first profile; the phone is kept on the account and shown to admins only. A malformed phone (`validation.phone`), a specialty ' +
      'outside the list (`validation.one_of`) or an over-long name (`validation.too_long`) is refused with 422 `validationFailed` and nothing is stored. ' +
      'An address that already has an account gets the same 201 answer (no account id either way), and its owner is e-mailed that someone tried to register with it.',
    response: { status: 201, schema: RegisterResponseSchema },
    errors: { 429: ['tooManyAttempts'] },
  },
  'POST /api/auth/login': {
    summary: 'Sign in with e-mail and password',
    description:
      'A wrong password or an unknown e-mail answers 401 `invalidCredentials` alike. With the right password, an account that is not active answers 403 with no tokens ' +
      'and a code saying why: `pending` (awaiting approval), `pendingAwaitingActivation` (approved, the e-mailed activation link not yet used), `deactivated` ' +
      '(switched off by an administrator; the owner contacts the society to have it switched on) or `rejected`.',
    response: { schema: LoginResponseSchema },
    errors: { 401: ['invalidCredentials'], 403: ['pending', 'pendingAwaitingActivation', 'deactivated', 'rejected'], 429: ['tooManyAttempts'] },
  },
  'GET /api/auth/me': { summary: 'The signed-in account', response: { schema: CurrentUserSchema } },
  'POST /api/auth/refresh': { summary: 'A new access token for a refresh token', response: { schema: RefreshResponseSchema }, errors: { 401: ['invalidRefreshToken'] } },
  'POST /api/auth/logout': { summary: 'End the session of a refresh token', response: { schema: v.object({ status: v.literal('ok') }) } },
  'POST /api/auth/activate': {
    summary: 'Activate an approved account with the e-mailed token (a used link counts as success)',
    response: { schema: ActivateResponseSchema },
    errors: { 400: ['activationInvalid', 'activationExpired'] },
  },
  'POST /api/auth/activation/resend': {
    summary: 'Send the activation e-mail again',
    response: { schema: ResendActivationResponseSchema },
    errors: { 403: ['activation.resend.notAllowed', 'activation.resend.awaitingApproval'], 429: ['activation.resend.rateLimited'] },
  },
  'POST /api/auth/password/forgot': {
    summary: 'Ask for a password reset link (the same answer whether or not the account exists)',
    response: { status: 202, schema: ForgotPasswordResponseSchema },
    errors: { 429: ['resetRateLimited'] },
  },
  'POST /api/auth/password/reset': {
    summary: 'Set a new password with an e-mailed reset token (ends every session)',
    response: { schema: ResetPasswordResponseSchema },
    errors: { 400: ['resetTokenInvalid', 'resetTokenUsed', 'resetTokenExpired'] },
  },
  'POST /api/auth/password/change': {
    summary: "Change the signed-in member's password (ends their other sessions)",
    response: { schema: ChangePasswordResponseSchema },
    errors: { 400: ['currentPasswordWrong'], 429: ['tooManyAttempts'] },
  },
  'GET /api/auth/me/data': {
    summary: "Download everything kept about the signed-in member: account, profile and event registrations (personal data law)",
    response: { schema: AccountDataSchema },
  },
  'POST /api/auth/email/change': {
    summary: 'Ask to change the e-mail address: a single-use link (24 hours) is mailed to the new address; needs the password',
    response: { status: 202, schema: ChangeEmailResponseSchema },
    errors: { 400: ['currentPasswordWrong', 'emailUnchanged'], 409: ['emailTaken'], 429: ['tooManyAttempts'] },
  },
  'POST /api/auth/email/confirm': {
    summary: 'Confirm a new e-mail address with the mailed token; the old address is told',
    response: { schema: ConfirmEmailResponseSchema },
    errors: { 400: ['emailChangeTokenInvalid', 'emailChangeTokenUsed', 'emailChangeTokenExpired'], 409: ['emailTaken'] },
  },
  'POST /api/auth/account/delete': {
    summary: 'Delete the signed-in account (needs the password): hidden from the directory and signed out everywhere at once, personal data purged after 30 days',
    response: { schema: DeleteAccountResponseSchema },
    errors: { 400: ['currentPasswordWrong'], 429: ['tooManyAttempts'] },
  },
})

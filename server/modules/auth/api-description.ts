import {
  AccountDataSchema,
  ActivateResponseSchema,
  ChangeEmailResponseSchema,
  ChangePasswordResponseSchema,
  ConfirmEmailResponseSchema,
  DeleteAccountResponseSchema,
  CurrentUserSchema,
  LanguageResponseSchema,
  ForgotPasswordResponseSchema,
  LoginResponseSchema,
  RefreshResponseSchema,
  RegisterResponseSchema,
  ResendActivationResponseSchema,
  ResetPasswordResponseSchema,
} from '@contract/auth'
import {
  DeviceSessionListSchema,
  EndOtherSessionsResponseSchema,
  EndSessionResponseSchema,
} from '@contract/devices'
import {
  PasskeyCreationOptionsSchema,
  PasskeyListSchema,
  PasskeyRequestOptionsSchema,
  PasskeySchema,
  ReauthResponseSchema,
} from '@contract/passkeys'
import * as v from 'valibot'
import { describeRoutes } from '../../lib/api-description'

/** The sentence of every call that needs a fresh sign-in. */
export const FRESH =
  'A dangerous action: it needs a sign-in, or the password or a passkey asked again (`POST /api/auth/reauth`, `/api/auth/reauth/passkey/…`), ' +
  'within the last 10 minutes of this session; otherwise 403 `reauthRequired`, and the app asks for one in place, then repeats the call.'
const UNAVAILABLE =
  'With a PUBLIC_URL whose host is an IP address (browsers refuse one as a relying party ID) it answers 400 `passkeysUnavailable`.'

export const authDescriptions = describeRoutes({
  'POST /api/auth/register': {
    summary: 'Apply for membership (the account waits for approval)',
    description:
      'Besides e-mail, password and membership type, the applicant may give the name in Arabic and in English, `full_name_ar` and `full_name_en` (a name sent only as `full_name` is stored under the language of its script; at most 200 characters each), `gender` (`female`, `male`, or none: it drives Arabic grammar only), `specialty` (one of the specialty suggestions) and `phone` ' +
      "(as typed: 0551234567, 551234567, +966…, 00966… or another country's number with its code, in any digits, spaces, dashes, dots and brackets allowed; Saudi when it has no " +
      'country code; stored in E.164 such as +966551234567). An empty value reads as none. ' +
      'Name and specialty open the first profile; the phone is kept on the account and shown to admins only. A phone that is not a valid mobile or landline number (`validation.phone`), a specialty ' +
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
    errors: {
      401: ['invalidCredentials'],
      403: ['pending', 'pendingAwaitingActivation', 'deactivated', 'rejected'],
      429: ['tooManyAttempts'],
    },
  },
  'GET /api/auth/me': { summary: 'The signed-in account', response: { schema: CurrentUserSchema } },
  'PUT /api/auth/me/language': {
    summary: 'The language the signed-in member reads in (announcements are sent in it)',
    response: { schema: LanguageResponseSchema },
  },
  'POST /api/auth/refresh': {
    summary: 'A new access token for a refresh token',
    response: { schema: RefreshResponseSchema },
    errors: { 401: ['invalidRefreshToken'] },
  },
  'POST /api/auth/logout': {
    summary: 'End the session of a refresh token',
    response: { schema: v.object({ status: v.literal('ok') }) },
  },
  'POST /api/auth/activate': {
    summary: 'Activate an approved account with the e-mailed token (a used link counts as success)',
    response: { schema: ActivateResponseSchema },
    errors: { 400: ['activationInvalid', 'activationExpired'] },
  },
  'POST /api/auth/activation/resend': {
    summary: 'Send the activation e-mail again',
    response: { schema: ResendActivationResponseSchema },
    errors: {
      403: ['activation.resend.notAllowed', 'activation.resend.awaitingApproval'],
      429: ['activation.resend.rateLimited'],
    },
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
    summary:
      'Download everything kept about the signed-in member: account, profile and event registrations (personal data law)',
    response: { schema: AccountDataSchema },
  },
  'POST /api/auth/email/change': {
    summary:
      'Ask to change the e-mail address: a single-use link (24 hours) is mailed to the new address; needs the password',
    description: FRESH,
    response: { status: 202, schema: ChangeEmailResponseSchema },
    errors: {
      400: ['currentPasswordWrong', 'emailUnchanged'],
      403: ['reauthRequired'],
      409: ['emailTaken'],
      429: ['tooManyAttempts'],
    },
  },
  'POST /api/auth/email/confirm': {
    summary: 'Confirm a new e-mail address with the mailed token; the old address is told',
    response: { schema: ConfirmEmailResponseSchema },
    errors: {
      400: ['emailChangeTokenInvalid', 'emailChangeTokenUsed', 'emailChangeTokenExpired'],
      409: ['emailTaken'],
    },
  },
  'POST /api/auth/account/delete': {
    summary:
      'Delete the signed-in account (needs the password): hidden from the directory and signed out everywhere at once, personal data purged after 30 days',
    response: { schema: DeleteAccountResponseSchema },
    errors: { 400: ['currentPasswordWrong'], 429: ['tooManyAttempts'] },
  },
  'GET /api/auth/sessions': {
    summary:
      "The signed-in member's sessions that are still signed in: first and last use, device and browser, how it was signed in, and which one is this one",
    description:
      'Last use is the last refresh of the session (or its sign-in), not every request. `device_name` is an English name derived from the User-Agent sent at sign-in ' +
      '("Chrome on Android", "Unknown browser"); `browser` and `os` are its parts, null when they cannot be told. The current session comes first, then the most recently used.',
    response: { schema: DeviceSessionListSchema },
  },
  'DELETE /api/auth/sessions/:id': {
    summary:
      'End one of my sessions: its access and refresh tokens stop working at once (ending the current one is a logout)',
    description:
      "Another account's session, an unknown id and an already ended session answer 404 `notFound` alike.",
    response: { schema: EndSessionResponseSchema },
    errors: { 404: ['notFound'] },
  },
  'POST /api/auth/sessions/end-others': {
    summary:
      'Sign out everywhere else: end every session of mine but the one making the request; answers how many ended',
    response: { schema: EndOtherSessionsResponseSchema },
  },
  'GET /api/auth/passkeys': {
    summary:
      "The signed-in member's passkeys, newest first (name, creation, last use); `available` is false when this server cannot offer passkeys",
    response: { schema: PasskeyListSchema },
  },
  'POST /api/auth/passkeys/registration/options': {
    summary:
      'Start adding a passkey: the options for `navigator.credentials.create` (a discoverable credential with user verification; the challenge is single-use and lasts 5 minutes)',
    description: `${FRESH} ${UNAVAILABLE}`,
    response: { schema: PasskeyCreationOptionsSchema },
    errors: {
      400: ['passkeysUnavailable'],
      403: ['reauthRequired'],
      409: ['tooManyPasskeys'],
      429: ['tooManyAttempts'],
    },
  },
  'POST /api/auth/passkeys/registration/verify': {
    summary: "Finish adding a passkey with its name and the browser's new credential",
    description: `${FRESH} ${UNAVAILABLE} A credential already registered (to any account) answers 409 \`passkeyAlreadyRegistered\`.`,
    response: { status: 201, schema: PasskeySchema },
    errors: {
      400: ['passkeysUnavailable', 'passkeyChallengeInvalid', 'passkeyInvalid'],
      403: ['reauthRequired'],
      409: ['passkeyAlreadyRegistered', 'tooManyPasskeys'],
    },
  },
  'POST /api/auth/passkeys/login/options': {
    summary:
      'Start signing in with a passkey: the options for `navigator.credentials.get` (no account named: discoverable credentials; also for autofill)',
    description: UNAVAILABLE,
    response: { schema: PasskeyRequestOptionsSchema },
    errors: { 400: ['passkeysUnavailable'], 429: ['tooManyAttempts'] },
  },
  'POST /api/auth/passkeys/login/verify': {
    summary: 'Sign in with a passkey: answers exactly like `POST /api/auth/login`',
    description:
      'The signature, the user-verification flag and the signature counter are checked against the passkey the credential id names, and the account signed in is always the one it was registered to. ' +
      'Then the same gate as a password sign-in: an account that is not active answers 403 with its code (`pending`, `pendingAwaitingActivation`, `deactivated`, `rejected`) and no tokens. ' +
      `Not counted by the password throttle. ${UNAVAILABLE}`,
    response: { schema: LoginResponseSchema },
    errors: {
      400: ['passkeysUnavailable', 'passkeyChallengeInvalid'],
      401: ['passkeyInvalid'],
      403: ['pending', 'pendingAwaitingActivation', 'deactivated', 'rejected'],
      429: ['tooManyAttempts'],
    },
  },
  'PATCH /api/auth/passkeys/:id': {
    summary: 'Rename one of my passkeys',
    response: { schema: PasskeySchema },
    errors: { 404: ['passkeyNotFound'] },
  },
  'DELETE /api/auth/passkeys/:id': {
    summary: 'Remove one of my passkeys',
    description: FRESH,
    response: { schema: v.object({ id: v.number(), deleted: v.literal(true) }) },
    errors: { 403: ['reauthRequired'], 404: ['passkeyNotFound'] },
  },
  'POST /api/auth/reauth': {
    summary:
      'Prove it is me again with the password: dangerous actions are allowed in this session for 10 minutes',
    description: 'Counted by the same throttle as a password sign-in.',
    response: { schema: ReauthResponseSchema },
    errors: { 400: ['currentPasswordWrong'], 429: ['tooManyAttempts'] },
  },
  'POST /api/auth/reauth/passkey/options': {
    summary:
      'Start proving it is me again with a passkey: the options for `navigator.credentials.get`, limited to my passkeys',
    description: UNAVAILABLE,
    response: { schema: PasskeyRequestOptionsSchema },
    errors: { 400: ['passkeysUnavailable'], 404: ['passkeyNotFound'], 429: ['tooManyAttempts'] },
  },
  'POST /api/auth/reauth/passkey/verify': {
    summary:
      'Prove it is me again with one of my passkeys: dangerous actions are allowed in this session for 10 minutes',
    response: { schema: ReauthResponseSchema },
    errors: { 400: ['passkeysUnavailable', 'passkeyChallengeInvalid', 'passkeyInvalid'] },
  },
})

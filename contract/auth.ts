import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from './constants'
import { VALIDATION_CODES, type ErrorCode } from './errors'
import { CurrentUserSchema, LanguageSchema, TierSchema } from './auth-session'
import { toReferenceValue, referenceEntry } from './reference-data'
import { genderValue, OwnProfileSchema, PROFILE_LIMITS } from './profile-fields'
import { phoneSchema } from './phone-field'
import { CpdExportSchema } from './cpd'

// The answers and the current user are in auth-session.ts, the account screens' search params in
// auth-search.ts (both small, for the app's start-up); this module is where the server finds them all.
export * from './auth-session'
export * from './auth-search'

/** Login and register forms, the auth calls, and the account states they answer with. */
const EMAIL_MAX = 254
const PASSWORD_MAX = 1024

const EmailSchema = v.pipe(
  v.string(VALIDATION_CODES.invalidType),
  v.trim(),
  v.nonEmpty(VALIDATION_CODES.required),
  v.maxLength(EMAIL_MAX, VALIDATION_CODES.tooLong),
  v.email(VALIDATION_CODES.email),
  v.toLowerCase(),
)

export const PasswordSchema = v.pipe(
  v.string(VALIDATION_CODES.invalidType),
  v.nonEmpty(VALIDATION_CODES.required),
  v.minLength(PASSWORD_MIN_LENGTH, VALIDATION_CODES.tooShort),
  v.maxLength(PASSWORD_MAX, VALIDATION_CODES.tooLong),
)

/** Login checks the password only for presence: a short stored password must still reach the server's answer. */
export const LoginRequestSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string(VALIDATION_CODES.invalidType),
    v.nonEmpty(VALIDATION_CODES.required),
    v.maxLength(PASSWORD_MAX, VALIDATION_CODES.tooLong),
  ),
})

/**
 * A phone as typed ("0551234567", "+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧", "00966 55-123 4567") in its E.164 form
 * ("+966551234567"), Saudi by default; blank reads as none (contract/phone.ts).
 */
export const RegisterPhoneSchema = phoneSchema(null)

/**
 * The specialty asked at registration: one of the specialty codes of the reference data
 * (an older app's English name of one maps to its code); blank reads as none.
 */
const RegisterSpecialtySchema = v.pipe(
  v.string(VALIDATION_CODES.invalidType),
  v.trim(),
  v.transform((value) => toReferenceValue('specialty', value)),
  v.check(
    (value) => value === '' || referenceEntry('specialty', value) !== undefined,
    VALIDATION_CODES.oneOf,
  ),
  v.transform((value) => (value === '' ? null : value)),
)

const RegisterNameSchema = v.pipe(
  v.string(VALIDATION_CODES.invalidType),
  v.trim(),
  v.maxLength(PROFILE_LIMITS.name, VALIDATION_CODES.tooLong),
  v.transform((value) => (value === '' ? null : value)),
)

/**
 * Name, specialty and phone are optional in the API (older apps send none) and let an admin
 * judge the application; name and specialty open the first profile, the phone stays on the account.
 */
export const RegisterRequestSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  tier: v.optional(TierSchema, 'public'),
  full_name: v.optional(RegisterNameSchema, ''),
  /** The name in Arabic and in English; a name sent only as `full_name` is stored under its script's language. */
  full_name_ar: v.optional(RegisterNameSchema, ''),
  full_name_en: v.optional(RegisterNameSchema, ''),
  /** For Arabic grammar only (verbs and pronouns that agree with the member); unset reads neutrally. */
  gender: v.optional(genderValue, null),
  specialty: v.optional(RegisterSpecialtySchema, ''),
  phone: v.optional(RegisterPhoneSchema, ''),
  /** The language the applicant was reading in: announcements reach the member in it. */
  language: v.optional(LanguageSchema, 'ar'),
})
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>

export const RefreshRequestSchema = v.object({
  refresh_token: v.pipe(
    v.string(VALIDATION_CODES.invalidType),
    v.nonEmpty(VALIDATION_CODES.required),
    v.maxLength(512, VALIDATION_CODES.tooLong),
  ),
})
// The app reads this answer through its own refresh path; the schema stays the source of the type.
export const RefreshResponseSchema = v.object({
  access_token: v.string(),
  /** Rotated on every use: the client must keep the new one. */
  refresh_token: v.string(),
  token_type: v.optional(v.literal('bearer')),
})
export type RefreshResponse = v.InferOutput<typeof RefreshResponseSchema>

export const LogoutRequestSchema = v.object({
  refresh_token: v.optional(
    v.pipe(v.string(VALIDATION_CODES.invalidType), v.maxLength(512, VALIDATION_CODES.tooLong)),
  ),
})

export const ActivateRequestSchema = v.object({
  token: v.pipe(
    v.string(VALIDATION_CODES.invalidType),
    v.trim(),
    v.nonEmpty(VALIDATION_CODES.required),
    v.maxLength(512, VALIDATION_CODES.tooLong),
  ),
})

/** Forgot password: the answer is the same whether or not the e-mail names an account. */
export const ForgotPasswordRequestSchema = v.object({ email: EmailSchema })

/** The current password is checked for presence only (an older, shorter one must still be accepted). */
const CurrentPasswordSchema = v.pipe(
  v.string(VALIDATION_CODES.invalidType),
  v.nonEmpty(VALIDATION_CODES.required),
  v.maxLength(PASSWORD_MAX, VALIDATION_CODES.tooLong),
)
const TokenSchema = v.pipe(
  v.string(VALIDATION_CODES.invalidType),
  v.trim(),
  v.nonEmpty(VALIDATION_CODES.required),
  v.maxLength(512, VALIDATION_CODES.tooLong),
)

/** The new password follows the registration rules. */
export const ResetPasswordRequestSchema = v.object({
  token: TokenSchema,
  password: PasswordSchema,
})

export const ChangePasswordRequestSchema = v.object({
  current_password: CurrentPasswordSchema,
  new_password: PasswordSchema,
})

// ---------- the member's own data ----------

/** A new e-mail address, confirmed by a link sent to it; the password proves it is the owner asking. */
export const ChangeEmailRequestSchema = v.object({ new_email: EmailSchema, password: CurrentPasswordSchema })

export const ConfirmEmailRequestSchema = v.object({ token: TokenSchema })

/** Deleting one's own account is confirmed by the password. */
export const DeleteAccountRequestSchema = v.object({ password: CurrentPasswordSchema })

/** An event registration of the member, live or cancelled. */
const RegistrationRecordSchema = v.object({
  event_id: v.number(),
  registered_at: v.string(),
  status: v.string(),
  cancelled_at: v.nullable(v.string()),
})

/**
 * Everything the server keeps about the member, for download: the account (with the phone
 * given at registration), the profile as saved (null before the first save) and event
 * registrations. The app adds what is kept on the device (saved items).
 */
export const AccountDataSchema = v.object({
  exported_at: v.string(),
  account: CurrentUserSchema,
  profile: v.nullable(OwnProfileSchema),
  registrations: v.array(RegistrationRecordSchema),
  cpd: CpdExportSchema,
})
export type AccountData = v.InferOutput<typeof AccountDataSchema>

export const ResendActivationRequestSchema = v.object({ email: EmailSchema })

/**
 * `code` of refused auth calls. Login refusals of an account that is not active use short
 * keys (auth.error.<code>); resend refusals carry the full message keys of the error catalogue.
 */
export const AUTH_ERROR_CODES = {
  pending: 'pending',
  pendingAwaitingActivation: 'pendingAwaitingActivation',
  rejected: 'rejected',
  /** An account an administrator switched off (status active, not active): the owner asks the society to switch it on. */
  deactivated: 'deactivated',
  invalidCredentials: 'invalidCredentials',
  tooManyAttempts: 'tooManyAttempts',
  emailTaken: 'emailTaken',
  invalidRefreshToken: 'invalidRefreshToken',
  /** An access token whose session was ended (logout, sign-out elsewhere) or that names none. */
  sessionEnded: 'sessionEnded',
  activationInvalid: 'activationInvalid',
  /** The link's account is still inactive and the link is older than its lifetime. */
  activationExpired: 'activationExpired',
  resetTokenInvalid: 'resetTokenInvalid',
  resetTokenUsed: 'resetTokenUsed',
  resetTokenExpired: 'resetTokenExpired',
  resetRateLimited: 'resetRateLimited',
  currentPasswordWrong: 'currentPasswordWrong',
  emailChangeTokenInvalid: 'emailChangeTokenInvalid',
  emailChangeTokenUsed: 'emailChangeTokenUsed',
  emailChangeTokenExpired: 'emailChangeTokenExpired',
  emailUnchanged: 'emailUnchanged',
  resendRateLimited: 'activation.resend.rateLimited',
  resendNotAllowed: 'activation.resend.notAllowed',
  resendAwaitingApproval: 'activation.resend.awaitingApproval',
} as const satisfies Record<string, ErrorCode>

/** Where members write when something in their account goes wrong (the support contact shown on the account screens). */
export const SUPPORT_EMAIL = 'support@saudi-ortho.org.sa'

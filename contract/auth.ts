import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from './constants'
import { VALIDATION_CODES, type ErrorCode } from './errors'
import { CurrentUserSchema, LanguageSchema, TierSchema } from './auth-session'
import { toReferenceValue, referenceEntry } from './reference-data'
import { genderValue, OwnProfileSchema, PROFILE_LIMITS } from './profile-fields'
import { phoneSchema } from './phone-field'
import { CpdExportSchema } from './cpd'
import { NotificationSchema } from './notifications'
import { NotificationPreferencesSchema } from './notification-preferences'
import { PushDeviceSchema } from './push'

export * from './auth-session'
export * from './auth-search'

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

/** Presence only: a short stored password must still reach the server's answer. */
export const LoginRequestSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string(VALIDATION_CODES.invalidType),
    v.nonEmpty(VALIDATION_CODES.required),
    v.maxLength(PASSWORD_MAX, VALIDATION_CODES.tooLong),
  ),
})

/** To E.164, Saudi by default; blank reads as none. */
export const RegisterPhoneSchema = phoneSchema(null)

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

export const RegisterRequestSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  tier: v.optional(TierSchema, 'public'),
  full_name: v.optional(RegisterNameSchema, ''),
  full_name_ar: v.optional(RegisterNameSchema, ''),
  full_name_en: v.optional(RegisterNameSchema, ''),
  gender: v.optional(genderValue, null),
  specialty: v.optional(RegisterSpecialtySchema, ''),
  phone: v.optional(RegisterPhoneSchema, ''),
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

export const ForgotPasswordRequestSchema = v.object({ email: EmailSchema })

/** Presence only: an older, shorter password must still be accepted. */
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

export const ResetPasswordRequestSchema = v.object({
  token: TokenSchema,
  password: PasswordSchema,
})

export const ChangePasswordRequestSchema = v.object({
  current_password: CurrentPasswordSchema,
  new_password: PasswordSchema,
})

export const ChangeEmailRequestSchema = v.object({ new_email: EmailSchema, password: CurrentPasswordSchema })

export const ConfirmEmailRequestSchema = v.object({ token: TokenSchema })

export const DeleteAccountRequestSchema = v.object({ password: CurrentPasswordSchema })

const RegistrationRecordSchema = v.object({
  event_id: v.number(),
  registered_at: v.string(),
  status: v.string(),
  cancelled_at: v.nullable(v.string()),
})

export const AccountDataSchema = v.object({
  exported_at: v.string(),
  account: CurrentUserSchema,
  profile: v.nullable(OwnProfileSchema),
  registrations: v.array(RegistrationRecordSchema),
  cpd: CpdExportSchema,
  notifications: v.array(NotificationSchema),
  notification_preferences: NotificationPreferencesSchema,
  push_subscriptions: v.array(PushDeviceSchema),
})
export type AccountData = v.InferOutput<typeof AccountDataSchema>

export const ResendActivationRequestSchema = v.object({ email: EmailSchema })

export const AUTH_ERROR_CODES = {
  pending: 'pending',
  pendingAwaitingActivation: 'pendingAwaitingActivation',
  rejected: 'rejected',
  deactivated: 'deactivated',
  invalidCredentials: 'invalidCredentials',
  tooManyAttempts: 'tooManyAttempts',
  emailTaken: 'emailTaken',
  invalidRefreshToken: 'invalidRefreshToken',
  sessionEnded: 'sessionEnded',
  activationInvalid: 'activationInvalid',
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

export const SUPPORT_EMAIL = 'support@saudi-ortho.org.sa'

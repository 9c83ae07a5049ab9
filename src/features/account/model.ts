import {
  AUTH_ERROR_CODES,
  RegisterPhoneSchema,
  loginRefusalOfCode,
  type ActivationFailure,
  type ResendActivationResponse,
} from '@contract/auth'
import { PASSWORD_MIN_LENGTH } from '@contract/constants'
import { PROFILE_LIMITS } from '@contract/members'
import * as v from 'valibot'
import { ApiError, OfflineError } from '@/lib/http/api-client'
import { LoginRefusedError, type LoginRefusal } from '@/lib/session/session'

/** Login/register rules, checked before the call (the server checks them again). */
export interface CredentialErrors {
  email?: 'required' | 'invalid'
  password?: 'required' | 'tooShort'
}

// The same shape the browser's type=email accepts: something@something.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/

export function validateEmail(email: string): CredentialErrors['email'] {
  const value = email.trim()
  if (!value) return 'required'
  if (!EMAIL_PATTERN.test(value)) return 'invalid'
  return undefined
}

export function validateCredentials(values: { email: string; password: string }): CredentialErrors {
  const errors: CredentialErrors = {}
  const email = validateEmail(values.email)
  if (email) errors.email = email
  if (!values.password) errors.password = 'required'
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort'
  return errors
}

/**
 * The applicant's own fields on the registration form: a name in Arabic or in English is
 * required there (optional in the API; `fullName` is told at the Arabic name, the form's
 * first), the phone optional.
 */
export interface ApplicantErrors {
  fullName?: 'required' | 'tooLong'
  fullNameEn?: 'tooLong'
  phone?: 'invalid'
}

export function validateApplicant(values: {
  fullNameAr: string
  fullNameEn: string
  phone: string
}): ApplicantErrors {
  const errors: ApplicantErrors = {}
  const arabic = values.fullNameAr.trim()
  const english = values.fullNameEn.trim()
  if (!arabic && !english) errors.fullName = 'required'
  if (arabic.length > PROFILE_LIMITS.name) errors.fullName = 'tooLong'
  if (english.length > PROFILE_LIMITS.name) errors.fullNameEn = 'tooLong'
  // The contract's light reading of the number; the server's parser then decides (applicantRefusalOf).
  if (!v.safeParse(RegisterPhoneSchema, values.phone).success) errors.phone = 'invalid'
  return errors
}

const RefusedFieldsSchema = v.object({
  detail: v.array(v.object({ loc: v.array(v.union([v.string(), v.number()])), msg: v.string() })),
})

/** The applicant's fields a 422 answer to the registration refused, or undefined when it names none of them. */
export function applicantRefusalOf(error: unknown): ApplicantErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 422 || !v.is(RefusedFieldsSchema, error.data))
    return undefined
  const errors: ApplicantErrors = {}
  for (const { loc } of error.data.detail) {
    if (loc[1] === 'phone') errors.phone = 'invalid'
    if (loc[1] === 'full_name' || loc[1] === 'full_name_ar') errors.fullName = 'tooLong'
    if (loc[1] === 'full_name_en') errors.fullNameEn = 'tooLong'
  }
  return errors.phone || errors.fullName || errors.fullNameEn ? errors : undefined
}

/** The refusal of a sign-in whose account is not active: a refusal code, or any other 403 read as rejected. */
export function refusalOf(error: unknown): LoginRefusal | undefined {
  if (error instanceof LoginRefusedError) return error.reason
  if (error instanceof ApiError && error.status === 403) return loginRefusalOfCode(error.code)
  return undefined
}

export type AuthFailure = 'invalidCredentials' | 'tooManyAttempts' | 'invalidInput' | 'offline' | 'unknown'

export function authFailureOf(error: unknown): AuthFailure {
  if (error instanceof OfflineError) return 'offline'
  if (!(error instanceof ApiError)) return 'unknown'
  if (error.code === AUTH_ERROR_CODES.invalidCredentials || error.status === 401) return 'invalidCredentials'
  if (error.code === AUTH_ERROR_CODES.tooManyAttempts || error.status === 429) return 'tooManyAttempts'
  if (error.status === 422) return 'invalidInput'
  return 'unknown'
}

/** Which message an answer or a failure shows. */
export type ResendOutcome =
  'sent' | 'alreadyActive' | 'rateLimited' | 'notAllowed' | 'awaitingApproval' | 'offline' | 'failed'

export function resendOutcomeOf(result: {
  answer?: ResendActivationResponse
  error?: unknown
}): ResendOutcome {
  if (result.answer) return result.answer.status === 'already_active' ? 'alreadyActive' : 'sent'
  const error = result.error
  if (error instanceof OfflineError) return 'offline'
  if (error instanceof ApiError) {
    if (error.code === AUTH_ERROR_CODES.resendRateLimited || error.status === 429) return 'rateLimited'
    if (error.code === AUTH_ERROR_CODES.resendAwaitingApproval) return 'awaitingApproval'
    if (error.code === AUTH_ERROR_CODES.resendNotAllowed) return 'notAllowed'
  }
  return 'failed'
}

export const isResendSuccess = (outcome: ResendOutcome) => outcome === 'sent' || outcome === 'alreadyActive'

/** Which /activate/error message a failed activation shows: an expired link says so, anything else reads as invalid. */
export function activationFailureOf(error: unknown): ActivationFailure {
  return error instanceof ApiError && error.code === AUTH_ERROR_CODES.activationExpired
    ? 'expired'
    : 'invalid'
}

/** A new password typed twice (reset and change forms), checked before the call with the registration rules. */
export interface NewPasswordErrors {
  password?: 'required' | 'tooShort'
  confirm?: 'required' | 'mismatch'
}

export function validateNewPassword(values: { password: string; confirm: string }): NewPasswordErrors {
  const errors: NewPasswordErrors = {}
  if (!values.password) errors.password = 'required'
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort'
  if (!values.confirm) errors.confirm = 'required'
  else if (values.confirm !== values.password) errors.confirm = 'mismatch'
  return errors
}

/** A reset link the server refused: the page then offers to request a new one. */
export function isResetLinkRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return (
    error.code === AUTH_ERROR_CODES.resetTokenInvalid ||
    error.code === AUTH_ERROR_CODES.resetTokenUsed ||
    error.code === AUTH_ERROR_CODES.resetTokenExpired
  )
}

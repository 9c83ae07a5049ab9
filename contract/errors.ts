import * as v from 'valibot'
import { isOneOf } from './narrow'

/** `msg` is a VALIDATION_CODES code the client translates. */
const ValidationIssueSchema = v.object({
  msg: v.string(),
  loc: v.array(v.union([v.string(), v.number()])),
})
export type ValidationIssue = v.InferOutput<typeof ValidationIssueSchema>

/**
 * Each has a translated sentence in the app (`detail` is English, for logs); camelCase, except the resend
 * refusals, which are the spec's message keys. Never rename one: installed apps read it.
 */
export const ERROR_CODES = [
  // Whole-request refusals (unknown route, malformed or oversized bodies, crashes).
  'notFound',
  'methodNotAllowed',
  'invalidJson',
  'unreadableBody',
  'validationFailed',
  'tooDeep',
  'payloadTooLarge',
  'unsupportedMediaType',
  'tooManyRequests',
  'requestRefused',
  'internalError',
  'storageUnavailable',
  'idempotencyInProgress',
  'notReady',
  // Who may call.
  'notAuthenticated',
  'forbidden',
  'sessionEnded',
  // Sign-in, registration and activation.
  'pending',
  'pendingAwaitingActivation',
  'rejected',
  'deactivated',
  'invalidCredentials',
  'tooManyAttempts',
  'emailTaken',
  'invalidRefreshToken',
  'activationInvalid',
  'activation.resend.rateLimited',
  'activation.resend.notAllowed',
  'activation.resend.awaitingApproval',
  'activationExpired',
  // Forgotten and changed passwords.
  'resetTokenInvalid',
  'resetTokenUsed',
  'resetTokenExpired',
  'resetRateLimited',
  'currentPasswordWrong',
  // The member's own data: e-mail change links.
  'emailChangeTokenInvalid',
  'emailChangeTokenUsed',
  'emailChangeTokenExpired',
  'emailUnchanged',
  // Passkeys and the fresh sign-in dangerous actions need.
  'passkeysUnavailable',
  'passkeyInvalid',
  'passkeyChallengeInvalid',
  'passkeyNotFound',
  'passkeyAlreadyRegistered',
  'tooManyPasskeys',
  'reauthRequired',
  // Managing accounts.
  'userNotFound',
  'selfAction',
  'superadminOnly',
  'lastSuperadmin',
  'alreadyActive',
  'alreadyRejected',
  // Content and files.
  'postNotFound',
  'eventNotFound',
  'resourceNotFound',
  'jobNotFound',
  'fileLinkInvalid',
  'multipartRequired',
  'imageTooLarge',
  'imageTypeNotAllowed',
  'fileTooLarge',
  'fileTypeNotAllowed',
  'tooManyUploads',
  'resourceFileNotStored',
  // Congress programmes.
  'sessionNotFound',
  'cmeCreditsRestricted',
  // Registration, tickets and check-in.
  'registrationNotOffered',
  'registrationClosed',
  'eventFull',
  'seatsAvailable',
  'alreadyRegistered',
  'notRegistered',
  'ticketNotFound',
  'ticketRevoked',
  // CME certificates.
  'certificateNotFound',
  'notCheckedIn',
  'certificateAlreadyRevoked',
  'certificateRevoked',
  // Announcements, notifications and unsubscribing.
  'announcementNotFound',
  'announcementNotEditable',
  'audienceEmpty',
  'sendAtPast',
  'eventAudienceOnly',
  'notificationNotFound',
  'unsubscribeLinkInvalid',
  'preferenceLocked',
  'pushEndpointRefused',
  // The member's CPD record.
  'cpdActivityNotFound',
  'cpdFileNotFound',
  'cpdFileTooLarge',
  'cpdFileTypeNotAllowed',
  'cpdHoursInvalid',
  'cpdDateOutOfRange',
  'cpdCycleEndBeforeStart',
  'cpdTranscriptNotFound',
  'cpdNoLicence',
  // A member's own profile.
  'bodyNotObject',
  'avatarNotOwned',
] as const
export const ErrorCodeSchema = v.picklist(ERROR_CODES)
export type ErrorCode = (typeof ERROR_CODES)[number]

export function isErrorCode(value: unknown): value is ErrorCode {
  return isOneOf(ERROR_CODES, value)
}

export const ErrorBodySchema = v.object({
  detail: v.union([v.string(), v.array(ValidationIssueSchema)]),
  code: ErrorCodeSchema,
})
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>

export const VALIDATION_CODES = {
  required: 'validation.required',
  invalidType: 'validation.invalid_type',
  email: 'validation.email',
  url: 'validation.url',
  tooShort: 'validation.too_short',
  tooLong: 'validation.too_long',
  tooSmall: 'validation.too_small',
  tooLarge: 'validation.too_large',
  integer: 'validation.integer',
  oneOf: 'validation.one_of',
  invalidJson: 'validation.invalid_json',
  unknownField: 'validation.unknown_field',
  invalid: 'validation.invalid',
  phone: 'validation.phone',
  markdown: 'validation.markdown',
} as const
export type ValidationCode = (typeof VALIDATION_CODES)[keyof typeof VALIDATION_CODES]

export const ERROR_DETAILS = {
  notFound: 'Not found',
  internal: 'Internal server error',
  unauthorized: 'Not authenticated',
  forbidden: 'Forbidden',
  payloadTooLarge: 'Payload too large',
  unsupportedMediaType: 'Unsupported media type',
  tooManyRequests: 'Too many requests',
  /** A full or read-only disk; retrying later works. */
  storageUnavailable: 'File storage is temporarily unavailable. Please try again later.',
  notReady: 'Not ready to serve requests',
  reauthRequired: 'Please confirm it is you: sign in again with your password or a passkey.',
} as const

function issueLocation(target: 'body' | 'query' | 'path', issue: v.BaseIssue<unknown>): (string | number)[] {
  const keys = (issue.path ?? []).map((item) => {
    const key: unknown = item.key
    return typeof key === 'number' ? key : String(key)
  })
  return [target, ...keys]
}

export function toValidationIssues(
  target: 'body' | 'query' | 'path',
  issues: readonly v.BaseIssue<unknown>[],
): ValidationIssue[] {
  return issues.map((issue) => ({
    msg:
      issue.received === 'undefined'
        ? VALIDATION_CODES.required
        : issue.message.startsWith('validation.')
          ? issue.message
          : VALIDATION_CODES.invalid,
    loc: issueLocation(target, issue),
  }))
}

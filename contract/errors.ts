import * as v from 'valibot'
import { isOneOf } from './narrow'

const ValidationIssueSchema = v.object({
  msg: v.string(),
  loc: v.array(v.union([v.string(), v.number()])),
})
export type ValidationIssue = v.InferOutput<typeof ValidationIssueSchema>

/** The app translates each (`detail` is English, for logs); never rename one: installed apps read it. */
export const ERROR_CODES = [
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
  'notAuthenticated',
  'forbidden',
  'sessionEnded',
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
  'resetTokenInvalid',
  'resetTokenUsed',
  'resetTokenExpired',
  'resetRateLimited',
  'currentPasswordWrong',
  'emailChangeTokenInvalid',
  'emailChangeTokenUsed',
  'emailChangeTokenExpired',
  'emailUnchanged',
  'passkeysUnavailable',
  'passkeyInvalid',
  'passkeyChallengeInvalid',
  'passkeyNotFound',
  'passkeyAlreadyRegistered',
  'tooManyPasskeys',
  'reauthRequired',
  'userNotFound',
  'selfAction',
  'superadminOnly',
  'lastSuperadmin',
  'alreadyActive',
  'alreadyRejected',
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
  'sessionNotFound',
  'cmeCreditsRestricted',
  'registrationNotOffered',
  'registrationClosed',
  'eventFull',
  'seatsAvailable',
  'alreadyRegistered',
  'notRegistered',
  'ticketNotFound',
  'ticketRevoked',
  'certificateNotFound',
  'notCheckedIn',
  'certificateAlreadyRevoked',
  'certificateRevoked',
  'announcementNotFound',
  'announcementNotEditable',
  'audienceEmpty',
  'sendAtPast',
  'eventAudienceOnly',
  'notificationNotFound',
  'unsubscribeLinkInvalid',
  'preferenceLocked',
  'pushEndpointRefused',
  'cpdActivityNotFound',
  'cpdFileNotFound',
  'cpdFileTooLarge',
  'cpdFileTypeNotAllowed',
  'cpdHoursInvalid',
  'cpdDateOutOfRange',
  'cpdCycleEndBeforeStart',
  'cpdTranscriptNotFound',
  'cpdNoLicence',
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

import { isErrorCode, type ErrorCode } from '@contract/errors'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { i18n } from './i18n'

/** The error's own message when it carries one (ApiError's is already translated), else the caller's fallback. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback

/**
 * The sentence a reader sees for each refusal code of contract/errors.ts. The server's
 * `detail` is English only, so the app shows these instead (Arabic for Arabic readers).
 * Typed by ErrorCode: a code added to the contract without a sentence here does not compile.
 */
export const ERROR_CODE_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  notFound: msg`The requested item was not found.`,
  methodNotAllowed: msg`This action is not allowed here.`,
  invalidJson: msg`The request could not be read`,
  unreadableBody: msg`The request could not be read`,
  validationFailed: msg`Please check the highlighted fields.`,
  tooDeep: msg`The request is nested too deeply.`,
  payloadTooLarge: msg`The request is too large.`,
  unsupportedMediaType: msg`This type of content is not accepted.`,
  tooManyRequests: msg`Too many requests. Please wait a moment and try again.`,
  requestRefused: msg`The request could not be completed.`,
  internalError: msg`Something went wrong on the server. Please try again later.`,
  storageUnavailable: msg`Files cannot be stored right now. Please try again later.`,
  idempotencyInProgress: msg`This request is still being processed. Please wait a moment.`,
  notReady: msg`The service is starting or under maintenance. Please try again shortly.`,
  notAuthenticated: msg`Please sign in to continue.`,
  forbidden: msg`You do not have permission to do this.`,
  sessionEnded: msg`Your session has ended. Please sign in again.`,
  pending: msg`Your account is pending approval.`,
  pendingAwaitingActivation: msg`Your account was approved. Please activate it using the link we emailed you.`,
  rejected: msg`Your account was rejected. Please contact support.`,
  invalidCredentials: msg`Incorrect email or password.`,
  tooManyAttempts: msg`Too many login attempts. Please try again later.`,
  emailTaken: msg`An account with this email already exists.`,
  invalidRefreshToken: msg`Your session has ended. Please sign in again.`,
  activationInvalid: msg`This activation link is invalid or has expired.`,
  'activation.resend.rateLimited': msg`You can request another activation email in a few minutes.`,
  'activation.resend.notAllowed': msg`This account cannot request a new activation email yet.`,
  'activation.resend.awaitingApproval': msg`Your account is still awaiting admin approval. Please wait for the review to complete.`,
  activationExpired: msg`This activation link has expired. Request a new one below.`,
  resetTokenInvalid: msg`This password reset link is not valid. Request a new one.`,
  resetTokenUsed: msg`This password reset link has already been used. Request a new one if you still need it.`,
  resetTokenExpired: msg`This password reset link has expired. Request a new one.`,
  resetRateLimited: msg`You can request another password reset email in a few minutes.`,
  currentPasswordWrong: msg`The current password is incorrect.`,
  emailChangeTokenInvalid: msg`This e-mail confirmation link is not valid. Ask for a new one from your account settings.`,
  emailChangeTokenUsed: msg`This e-mail confirmation link has already been used.`,
  emailChangeTokenExpired: msg`This e-mail confirmation link has expired. Ask for a new one from your account settings.`,
  emailUnchanged: msg`This is already your e-mail address.`,
  userNotFound: msg`This user no longer exists.`,
  selfAction: msg`You cannot change your own account from this screen.`,
  superadminOnly: msg`Only a superadmin can change superadmin accounts or grant the superadmin role.`,
  lastSuperadmin: msg`The last active superadmin cannot be demoted, deactivated or deleted.`,
  alreadyActive: msg`This account is already active.`,
  alreadyRejected: msg`This registration has already been rejected.`,
  postNotFound: msg`This post no longer exists.`,
  eventNotFound: msg`This event no longer exists.`,
  resourceNotFound: msg`This resource no longer exists.`,
  jobNotFound: msg`This job no longer exists.`,
  fileLinkInvalid: msg`This download link has expired or is not valid.`,
  multipartRequired: msg`The file was not sent as an upload. Please choose the file again.`,
  imageTooLarge: msg`File size exceeds 10MB`,
  imageTypeNotAllowed: msg`Invalid file type. Allowed: JPG, PNG, GIF, WEBP`,
  fileTooLarge: msg`File size exceeds 25MB`,
  fileTypeNotAllowed: msg`Invalid file type. Allowed: PDF, DOCX, XLSX, CSV, TXT, PNG, JPG`,
  tooManyUploads: msg`Too many uploads in a short time. Please wait a few minutes and try again.`,
  resourceFileNotStored: msg`This file was not uploaded for resources. Upload the file again or use a link.`,
  sessionNotFound: msg`This session is no longer in the programme.`,
  cmeCreditsRestricted: msg`Only the CME office can change a session's CME credits.`,
  registrationNotOffered: msg`This event does not take registrations in the portal.`,
  registrationClosed: msg`Registration for this event is closed.`,
  eventFull: msg`This event is full. You can join the waiting list.`,
  seatsAvailable: msg`Seats are still available: register instead of joining the waiting list.`,
  alreadyRegistered: msg`You are already registered for this event.`,
  notRegistered: msg`You are not registered for this event.`,
  ticketNotFound: msg`This ticket is not valid for this event.`,
  ticketRevoked: msg`This ticket was cancelled.`,
  certificateNotFound: msg`No certificate has this code. Check the code and try again.`,
  notCheckedIn: msg`A certificate can only be issued to attendees who were checked in.`,
  certificateAlreadyRevoked: msg`This certificate was already revoked.`,
  certificateRevoked: msg`This certificate was revoked: it is no longer valid.`,
  bodyNotObject: msg`The profile could not be read. Please reload the page and try again.`,
  avatarNotOwned: msg`This photo is not one you uploaded. Please choose your photo again.`,
}

/** The translated sentence of a refusal code, or undefined for a code this app does not know. */
export function errorCodeMessage(code: unknown): string | undefined {
  if (!isErrorCode(code)) return undefined
  const descriptor = ERROR_CODE_MESSAGES[code]
  // Before any catalog is active (tests, the first instant of start) the English source stands in.
  return i18n.locale ? i18n._(descriptor) : (descriptor.message ?? code)
}

/**
 * A sentence per HTTP status, for a failure that carries no refusal code this app knows
 * (a proxy's 502 page, a server message in English only). Arabic readers always get one of
 * these instead of the server's English text; English readers get the server's own message
 * and only fall back to these when the answer has no status text (HTTP/2 sends none).
 */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, MessageDescriptor>> = {
  400: msg`The request could not be understood. Please check what you entered and try again.`,
  401: msg`Please sign in to continue.`,
  403: msg`You do not have permission to do this.`,
  404: msg`The requested item was not found.`,
  408: msg`The server waited too long for the request. Please try again.`,
  409: msg`This conflicts with a change made in the meantime. Please reload and try again.`,
  413: msg`The request is too large.`,
  422: msg`Some of the information sent is not valid. Please check it and try again.`,
  429: msg`Too many requests. Please wait a moment and try again.`,
  500: msg`Something went wrong on the server. Please try again later.`,
  502: msg`The server could not be reached. Please try again in a few minutes.`,
  503: msg`The service is temporarily unavailable. Please try again in a few minutes.`,
  504: msg`The server took too long to answer. Please try again in a few minutes.`,
}

/** The sentence of a status without one of its own (e.g. 418 or 507): the number helps support. */
export const genericHttpMessage = (status: number): MessageDescriptor => msg`The request failed (error ${status}). Please try again.`

/** The translated sentence of an HTTP status. */
export function httpStatusMessage(status: number): string {
  const descriptor = HTTP_STATUS_MESSAGES[status] ?? genericHttpMessage(status)
  // Before any catalog is active (tests, the first instant of start) the English source stands in.
  if (!i18n.locale) return descriptor.message?.replace('{status}', String(status)) ?? `HTTP ${status}`
  return i18n._(descriptor)
}

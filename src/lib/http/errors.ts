import { isErrorCode, type ErrorCode } from '@contract/errors'
// The Lingui instance from the package, not ./i18n, which imports this module through the screens' table.
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback

/** The refusals any page can meet; those of forms and other screens are in ./screen-error-messages.ts. */
const ANY_PAGE_ERROR_MESSAGES = {
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
  deactivated: msg`Your account has been deactivated. Please contact the society to have it reactivated.`,
  invalidRefreshToken: msg`Your session has ended. Please sign in again.`,
} satisfies Partial<Record<ErrorCode, MessageDescriptor>>

/** ./screen-error-messages.ts must name each of these (it does not compile otherwise). */
export type ScreenErrorCode = Exclude<ErrorCode, keyof typeof ANY_PAGE_ERROR_MESSAGES>

const anyPageErrorMessages: Partial<Record<ErrorCode, MessageDescriptor>> = ANY_PAGE_ERROR_MESSAGES
let screenErrorMessages: Partial<Record<ErrorCode, MessageDescriptor>> = {}

export function addScreenErrorMessages(messages: Record<ScreenErrorCode, MessageDescriptor>): void {
  screenErrorMessages = messages
}

export function errorCodeDescriptor(code: ErrorCode): MessageDescriptor | undefined {
  return anyPageErrorMessages[code] ?? screenErrorMessages[code]
}

export function errorCodeMessage(code: unknown): string | undefined {
  if (!isErrorCode(code)) return undefined
  const descriptor = errorCodeDescriptor(code)
  if (!descriptor) return undefined
  // Before any catalog is active the English source stands in.
  if (!i18n.locale) return descriptor.message ?? code
  return loadedSentence(descriptor)
}

/** Undefined when the catalog has no sentence: the build keeps only the id, which no reader should see. */
export function loadedSentence(descriptor: MessageDescriptor): string | undefined {
  if (i18n.messages[descriptor.id] === undefined && descriptor.message === undefined) return undefined
  return i18n._(descriptor)
}

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

export const genericHttpMessage = (status: number): MessageDescriptor =>
  msg`The request failed (error ${status}). Please try again.`

/** The translated sentence of an HTTP status. */
export function httpStatusMessage(status: number): string {
  const descriptor = HTTP_STATUS_MESSAGES[status] ?? genericHttpMessage(status)
  // Before any catalog is active (tests, the first instant of start) the English source stands in.
  if (!i18n.locale) return descriptor.message?.replace('{status}', String(status)) ?? `HTTP ${status}`
  return i18n._(descriptor)
}

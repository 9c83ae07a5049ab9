import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { LoginRefusal } from '@/lib/session/session'
import type { AuthFailure, ResendOutcome } from '../model'

/** Login and account refusals: the message of each auth.error.<key>. */
export const REFUSAL_MESSAGES: Record<LoginRefusal, MessageDescriptor> = {
  pending: msg`Your account is pending approval.`,
  pendingAwaitingActivation: msg`Your account was approved. Please activate it using the link we emailed you.`,
  rejected: msg`Your account was rejected. Please contact support.`,
  deactivated: msg`Your account has been deactivated. Please contact the society to have it reactivated.`,
}

export const FAILURE_MESSAGES: Record<AuthFailure, MessageDescriptor> = {
  invalidCredentials: msg`Incorrect email or password.`,
  tooManyAttempts: msg`Too many login attempts. Please try again later.`,
  invalidInput: msg`Please check the highlighted fields.`,
  offline: msg`You are offline. Please try again when you are connected.`,
  unknown: msg`An error occurred`,
}

/** The messages of the resend-activation block. */
export const RESEND_MESSAGES: Record<ResendOutcome, MessageDescriptor> = {
  sent: msg`If the account is eligible, a new activation email has been sent.`,
  alreadyActive: msg`This account is already active.`,
  rateLimited: msg`You can request another activation email in a few minutes.`,
  notAllowed: msg`This account cannot request a new activation email yet.`,
  awaitingApproval: msg`Your account is still awaiting admin approval. Please wait for the review to complete.`,
  offline: msg`You are offline. Please try again when you are connected.`,
  failed: msg`Unable to resend activation email.`,
}

/** The last e-mail typed on the account screens, to fill the resend form on the next one. */
let rememberedEmail = ''
export const rememberEmail = (email: string) => {
  rememberedEmail = email.trim()
}
export const recallEmail = () => rememberedEmail

import * as v from 'valibot'

export const LoginSearchSchema = v.object({
  redirect: v.optional(v.fallback(v.string(), '')),
})
/** A deactivated account is told so on the login screen itself. */
const PENDING_PAGE_REASONS = ['pending', 'pendingAwaitingActivation', 'rejected'] as const
export type PendingPageReason = (typeof PENDING_PAGE_REASONS)[number]
export const PendingSearchSchema = v.object({
  reason: v.optional(v.fallback(v.picklist(PENDING_PAGE_REASONS), 'pending')),
})
export const ActivateSearchSchema = v.object({
  token: v.optional(v.fallback(v.string(), '')),
})
export const ACTIVATION_FAILURES = ['invalid', 'expired'] as const
export type ActivationFailure = (typeof ACTIVATION_FAILURES)[number]
export const ActivateErrorSearchSchema = v.object({
  reason: v.optional(v.fallback(v.picklist(ACTIVATION_FAILURES), 'invalid')),
})
const tokenSearch = () => v.object({ token: v.optional(v.fallback(v.string(), '')) })
export const ResetPasswordSearchSchema = tokenSearch()
export const ConfirmEmailSearchSchema = tokenSearch()
export const UnsubscribeSearchSchema = tokenSearch()

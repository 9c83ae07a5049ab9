import * as v from 'valibot'
import { ACCOUNT_STATUSES, GENDERS, LOCALES, ROLES, TIERS } from './constants'
import { VALIDATION_CODES } from './errors'

// Apart from auth.ts: the first screen needs only these.

export const TierSchema = v.picklist(TIERS, VALIDATION_CODES.oneOf)
export const AccountStatusSchema = v.picklist(ACCOUNT_STATUSES)
export const LanguageSchema = v.picklist(LOCALES, VALIDATION_CODES.oneOf)

export const LoginResponseSchema = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  token_type: v.optional(v.literal('bearer')),
  must_complete_profile: v.boolean(),
})
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>

/** The same whether or not the address already had an account: it carries no account id. */
export const RegisterResponseSchema = v.object({
  status: AccountStatusSchema,
  is_active: v.boolean(),
  must_complete_profile: v.boolean(),
})
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>

/** An unknown status reads as rejected, the least privileged. */
export const CurrentUserSchema = v.object({
  id: v.number(),
  email: v.string(),
  role: v.picklist(ROLES),
  tier: v.fallback(TierSchema, 'public'),
  status: v.fallback(AccountStatusSchema, 'rejected'),
  is_active: v.boolean(),
  must_complete_profile: v.boolean(),
  full_name: v.nullable(v.string()),
  full_name_ar: v.optional(v.string(), ''),
  full_name_en: v.optional(v.string(), ''),
  gender: v.optional(v.nullable(v.picklist(GENDERS)), null),
  phone: v.optional(v.nullable(v.string()), null),
  language: v.fallback(v.optional(v.picklist(LOCALES), 'ar'), 'ar'),
  created_at: v.string(),
})
export type CurrentUser = v.InferOutput<typeof CurrentUserSchema>

export const LanguageRequestSchema = v.object({ language: LanguageSchema })
export const LanguageResponseSchema = v.object({ language: v.picklist(LOCALES) })
export type LanguageResponse = v.InferOutput<typeof LanguageResponseSchema>

export const ActivateResponseSchema = v.object({ status: v.picklist(['success', 'already_active']) })
export type ActivateResponse = v.InferOutput<typeof ActivateResponseSchema>

export const ForgotPasswordResponseSchema = v.object({ status: v.literal('sent') })
export type ForgotPasswordResponse = v.InferOutput<typeof ForgotPasswordResponseSchema>

export const ResetPasswordResponseSchema = v.object({ status: v.literal('reset') })
export type ResetPasswordResponse = v.InferOutput<typeof ResetPasswordResponseSchema>

export const ChangePasswordResponseSchema = v.object({ status: v.literal('changed') })
export type ChangePasswordResponse = v.InferOutput<typeof ChangePasswordResponseSchema>

export const ChangeEmailResponseSchema = v.object({ status: v.literal('sent') })
export type ChangeEmailResponse = v.InferOutput<typeof ChangeEmailResponseSchema>

export const ConfirmEmailResponseSchema = v.object({ status: v.literal('changed'), email: v.string() })
export type ConfirmEmailResponse = v.InferOutput<typeof ConfirmEmailResponseSchema>

export const DeleteAccountResponseSchema = v.object({ status: v.literal('deleted'), purge_after: v.string() })
export type DeleteAccountResponse = v.InferOutput<typeof DeleteAccountResponseSchema>

export const ResendActivationResponseSchema = v.object({ status: v.picklist(['sent', 'already_active']) })
export type ResendActivationResponse = v.InferOutput<typeof ResendActivationResponseSchema>

/** Refused with the right password (403, no tokens): the account is not active. */
export const LOGIN_REFUSALS = ['pending', 'pendingAwaitingActivation', 'rejected', 'deactivated'] as const
export type LoginRefusal = (typeof LOGIN_REFUSALS)[number]

export function refusalCodeFor(account: { status: string; isActive: boolean }): LoginRefusal {
  if (account.status === 'pending') return 'pending'
  if (account.status === 'pending_activation') return 'pendingAwaitingActivation'
  if (account.status === 'active' && !account.isActive) return 'deactivated'
  return 'rejected'
}

export function loginRefusalOfCode(code: unknown): LoginRefusal {
  return LOGIN_REFUSALS.find((refusal) => refusal === code) ?? 'rejected'
}

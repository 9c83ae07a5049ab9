import {
  PasskeyCreationOptionsSchema,
  PasskeyListSchema,
  PasskeyRequestOptionsSchema,
  PasskeySchema,
  ReauthResponseSchema,
  type Passkey,
  type PasskeyList,
  type ReauthResponse,
} from '@contract/passkeys'
import * as v from 'valibot'
import { ApiError, apiRequest, OfflineError } from '../http/api-client'
import { signIn } from './session'
import type { CurrentUser } from '@contract/auth-session'

/** @simplewebauthn/browser loads when a ceremony starts, so no screen pays for it before. */
const webauthn = () => import('@simplewebauthn/browser')

export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

export function isPasskeyCancelled(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'NotAllowedError' ||
      error.name === 'AbortError' ||
      ('code' in error && error.code === 'ERROR_CEREMONY_ABORTED'))
  )
}

export function fetchPasskeys(signal?: AbortSignal): Promise<PasskeyList> {
  return apiRequest('/auth/passkeys', { schema: PasskeyListSchema, signal })
}

export async function addPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await apiRequest('/auth/passkeys/registration/options', {
    method: 'POST',
    body: {},
    schema: PasskeyCreationOptionsSchema,
  })
  const { startRegistration } = await webauthn()
  const credential = await startRegistration({ optionsJSON })
  return apiRequest('/auth/passkeys/registration/verify', {
    method: 'POST',
    body: { name, credential },
    schema: PasskeySchema,
  })
}

export function renamePasskey(id: number, name: string): Promise<Passkey> {
  return apiRequest(`/auth/passkeys/${id}`, { method: 'PATCH', body: { name }, schema: PasskeySchema })
}

export async function removePasskey(id: number): Promise<void> {
  await apiRequest(`/auth/passkeys/${id}`, {
    method: 'DELETE',
    schema: v.object({ id: v.number(), deleted: v.literal(true) }),
  })
}

/** Whether the server offers passkey sign-in: false when it is reached by an IP address (its answer says `passkeysUnavailable`). */
export async function passkeySignInOptions(signal?: AbortSignal) {
  return apiRequest('/auth/passkeys/login/options', {
    method: 'POST',
    body: {},
    schema: PasskeyRequestOptionsSchema,
    signal,
  })
}

/**
 * Signs in with a passkey of this site (discoverable: no e-mail needed). With `autofill`,
 * the request waits quietly for the reader to pick a passkey in the e-mail field's suggestions
 * (conditional mediation) and resolves only then; once `signal` is aborted, nothing is sent.
 */
export async function signInWithPasskey(
  options: v.InferOutput<typeof PasskeyRequestOptionsSchema>,
  { autofill = false, signal }: { autofill?: boolean; signal?: AbortSignal } = {},
): Promise<CurrentUser> {
  const { startAuthentication } = await webauthn()
  const credential = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill })
  // A passkey picked after the reader left the sign-in screen signs nobody in.
  if (signal?.aborted) throw new DOMException('The sign-in screen was left', 'AbortError')
  return signIn('/auth/passkeys/login/verify', { credential })
}

/** Stops a waiting autofill request (the screen is left, or the reader chose the button instead). */
export async function cancelPasskeyRequest(): Promise<void> {
  const { WebAuthnAbortService } = await webauthn()
  WebAuthnAbortService.cancelCeremony()
}

export function autofillSupported(): Promise<boolean> {
  return webauthn().then(({ browserSupportsWebAuthnAutofill }) => browserSupportsWebAuthnAutofill())
}

/** Proves it is the member again with the password, before a dangerous action. */
export function reauthWithPassword(password: string): Promise<ReauthResponse> {
  return apiRequest('/auth/reauth', { method: 'POST', body: { password }, schema: ReauthResponseSchema })
}

/** Proves it is the member again with one of their passkeys. */
export async function reauthWithPasskey(): Promise<ReauthResponse> {
  const optionsJSON = await apiRequest('/auth/reauth/passkey/options', {
    method: 'POST',
    body: {},
    schema: PasskeyRequestOptionsSchema,
  })
  const { startAuthentication } = await webauthn()
  const credential = await startAuthentication({ optionsJSON })
  return apiRequest('/auth/reauth/passkey/verify', {
    method: 'POST',
    body: { credential },
    schema: ReauthResponseSchema,
  })
}

/** What to tell the reader when a passkey step failed: the server's translated refusal, or `fallback` for the browser's own (English) errors. */
export function passkeyFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof OfflineError ? error.message : fallback
}

/** The server answered that it offers no passkeys (reached by an IP address). */
export const isPasskeysUnavailable = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'passkeysUnavailable'

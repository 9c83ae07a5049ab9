import * as v from 'valibot'
import { STORAGE_KEYS, type Locale, type Role } from '@contract/constants'
import {
  ActivateResponseSchema,
  ChangeEmailResponseSchema,
  ChangePasswordResponseSchema,
  ConfirmEmailResponseSchema,
  DeleteAccountResponseSchema,
  CurrentUserSchema,
  ForgotPasswordResponseSchema,
  LanguageResponseSchema,
  LoginResponseSchema,
  RegisterResponseSchema,
  ResendActivationResponseSchema,
  ResetPasswordResponseSchema,
  loginRefusalOfCode,
  refusalCodeFor,
  type ActivateResponse,
  type ChangeEmailResponse,
  type ChangePasswordResponse,
  type ConfirmEmailResponse,
  type DeleteAccountResponse,
  type LoginRefusal,
  type CurrentUser,
  type ForgotPasswordResponse,
  type RegisterResponse,
  type ResendActivationResponse,
  type ResetPasswordResponse,
} from '@contract/auth-session'
import { ADMIN_AREA_ROLES } from '@contract/constants'
import { useSyncExternalStore } from 'react'
import { ApiError, apiRequest, onSessionEnded, tokens } from '../http/api-client'
import { currentLocale } from '../i18n/i18n'

/** Only active accounts stay signed in. */
export type { LoginRefusal }

export class LoginRefusedError extends Error {
  constructor(readonly reason: LoginRefusal) {
    super(`auth.error.${reason}`)
    this.name = 'LoginRefusedError'
  }
}

export interface SessionState {
  /** False until the stored token (if any) has been checked. */
  ready: boolean
  user: CurrentUser | null
}

let state: SessionState = { ready: !tokens.access(), user: null }
const listeners = new Set<() => void>()
const logoutListeners = new Set<() => void>()

/**
 * The last user loaded, kept beside the tokens so that a member who opens the app with no
 * connection stays signed in and can read and edit offline; checked again with
 * the server as soon as the device is back online.
 */
const REMEMBERED_USER_KEY = 'session_user'

function rememberedUser(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(REMEMBERED_USER_KEY)
    // Read through its schema: a copy left by an older build that no longer fits counts as none.
    return raw ? v.parse(CurrentUserSchema, JSON.parse(raw)) : null
  } catch {
    return null
  }
}

function setState(next: SessionState): void {
  try {
    if (next.user) localStorage.setItem(REMEMBERED_USER_KEY, JSON.stringify(next.user))
    else if (next.ready) localStorage.removeItem(REMEMBERED_USER_KEY)
  } catch {
    // Storage unavailable: offline starts will be signed out.
  }
  state = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getSession(): SessionState {
  return state
}

/**
 * Whose data the app holds now: the signed-in user's id, or null for nobody. Before the
 * stored session is checked, the user it was last loaded for (the one its tokens belong to).
 */
export function sessionOwner(): number | null {
  if (state.user) return state.user.id
  return !state.ready && tokens.access() ? (rememberedUser()?.id ?? null) : null
}

/** What the server renders (it never knows the reader: tokens live in this browser), and so what the browser hydrates before it switches to its own session. */
const ANONYMOUS: SessionState = { ready: true, user: null }
const anonymous = () => ANONYMOUS

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, anonymous)
}

/** Told when the user logs out or the session ends (the app clears its caches). */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener)
  return () => logoutListeners.delete(listener)
}

function readFlag(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.mustCompleteProfile) === '1'
  } catch {
    return false
  }
}

/** must_complete_profile is stored as 1 or 0. */
export function setMustCompleteProfile(value: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEYS.mustCompleteProfile, value ? '1' : '0')
  } catch {
    // Storage unavailable: the flag lives in the user object only.
  }
  if (state.user) setState({ ...state, user: { ...state.user, must_complete_profile: value } })
}

export function mustCompleteProfile(): boolean {
  return state.user ? state.user.must_complete_profile || readFlag() : readFlag()
}

function clearLocal(): void {
  tokens.clear()
  try {
    localStorage.removeItem(STORAGE_KEYS.mustCompleteProfile)
  } catch {
    // Nothing stored.
  }
}

function endLocally(): void {
  clearLocal()
  setState({ ready: true, user: null })
  logoutListeners.forEach((listener) => listener())
}

onSessionEnded(() => {
  if (state.user) endLocally()
})

let loading: Promise<void> | undefined

/** Load the user when an access token exists; on failure clear both tokens. */
export function sessionReady(): Promise<void> {
  if (state.ready) return Promise.resolve()
  loading ??= (async () => {
    try {
      const user = await apiRequest('/auth/me', { schema: CurrentUserSchema })
      // A stored session that is no longer good ends like a logout: what was cached for its
      // member (the restored query cache among it) is forgotten, not shown to whoever is next.
      if (user.status !== 'active' || !user.is_active) {
        endLocally()
        return
      }
      setState({ ready: true, user })
    } catch (error) {
      // Offline with a stored session: keep the tokens, continue signed out, and load the
      // user again as soon as the device is back online.
      if (!(error instanceof ApiError)) {
        const remembered = tokens.access() ? rememberedUser() : null
        state = { ready: true, user: remembered }
        listeners.forEach((listener) => listener())
        if (typeof window !== 'undefined') {
          window.addEventListener(
            'online',
            () => {
              if (!tokens.access()) return
              state = { ready: false, user: state.user }
              void sessionReady()
            },
            { once: true },
          )
        }
        return
      }
      endLocally()
    } finally {
      loading = undefined
    }
  })()
  return loading
}

export function login(email: string, password: string): Promise<CurrentUser> {
  return signIn('/auth/login', { email, password })
}

/**
 * A sign-in call (password or passkey: both answer alike): a 403 is the account's refusal;
 * with the tokens, the session starts for an active account only.
 */
export async function signIn(
  path: '/auth/login' | '/auth/passkeys/login/verify',
  body: unknown,
): Promise<CurrentUser> {
  let answer
  try {
    answer = await apiRequest(path, { method: 'POST', body, schema: LoginResponseSchema })
  } catch (error) {
    if (error instanceof ApiError && error.status === 403)
      throw new LoginRefusedError(loginRefusalOfCode(error.code))
    throw error
  }
  tokens.set(answer.access_token, answer.refresh_token)
  setMustCompleteProfile(answer.must_complete_profile)
  const user = await apiRequest('/auth/me', { schema: CurrentUserSchema }).catch((error: unknown) => {
    clearLocal()
    throw error
  })
  if (user.status !== 'active' || !user.is_active) {
    clearLocal()
    setState({ ready: true, user: null })
    throw new LoginRefusedError(refusalCodeFor({ status: user.status, isActive: user.is_active }))
  }
  setState({
    ready: true,
    user: { ...user, must_complete_profile: answer.must_complete_profile || user.must_complete_profile },
  })
  return user
}

/**
 * An application: the account fields, and the applicant's names, gender, specialty and phone as
 * typed (the server normalises them), with the language the applicant reads in.
 */
export function register(application: {
  email: string
  password: string
  tier: string
  full_name_ar: string
  full_name_en: string
  gender: 'female' | 'male' | null
  specialty: string
  phone: string
}): Promise<RegisterResponse> {
  return apiRequest('/auth/register', {
    method: 'POST',
    body: { ...application, language: currentLocale() },
    schema: RegisterResponseSchema,
  })
}

/**
 * The reader chose a language: a signed-in member's account keeps it, so announcements reach
 * them in it. Offline, or refused, the account keeps the one it had; the next choice tries again.
 */
export async function keepLanguage(language: Locale): Promise<void> {
  const user = state.user
  if (!user || user.language === language || !tokens.access()) return
  try {
    const saved = await apiRequest('/auth/me/language', {
      method: 'PUT',
      body: { language },
      schema: LanguageResponseSchema,
    })
    if (state.user?.id === user.id) setState({ ...state, user: { ...state.user, language: saved.language } })
  } catch {
    // Not kept this time: the interface still switched.
  }
}

/** A sign-out waits this long at most for this device's push subscription to be forgotten. */
const PUSH_FORGET_WAIT_MS = 3000

export async function logout(): Promise<void> {
  const refresh = tokens.refresh()
  // Before the token goes: the next person to sign in on this device gets none of these notifications.
  // Only a browser that allowed notifications can hold a subscription; any other signs out at once.
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted')
    await Promise.race([
      import('../pwa/push').then((push) => push.forgetPushOnThisDevice()),
      new Promise((resolve) => setTimeout(resolve, PUSH_FORGET_WAIT_MS)),
    ]).catch(() => undefined)
  endLocally()
  if (refresh)
    await apiRequest('/auth/logout', { method: 'POST', body: { refresh_token: refresh } }).catch(
      () => undefined,
    )
}

const activations = new Map<string, Promise<ActivateResponse>>()
/** One POST per token, even when a screen mounts twice: the token is single use. */
export function activate(token: string): Promise<ActivateResponse> {
  let pending = activations.get(token)
  if (!pending) {
    pending = apiRequest('/auth/activate', {
      method: 'POST',
      body: { token },
      schema: ActivateResponseSchema,
    })
    activations.set(token, pending)
  }
  return pending
}

export function resendActivation(email: string): Promise<ResendActivationResponse> {
  return apiRequest('/auth/activation/resend', {
    method: 'POST',
    body: { email },
    schema: ResendActivationResponseSchema,
  })
}

/** Always answers the same (202): whether the e-mail names an account is not told. */
export function forgotPassword(email: string): Promise<ForgotPasswordResponse> {
  return apiRequest('/auth/password/forgot', {
    method: 'POST',
    body: { email },
    schema: ForgotPasswordResponseSchema,
  })
}

/**
 * A reset ends every session of the account, so a session this device still holds is gone
 * too: it is forgotten here rather than failing on the next call.
 */
export async function resetPassword(token: string, password: string): Promise<ResetPasswordResponse> {
  const answer = await apiRequest('/auth/password/reset', {
    method: 'POST',
    body: { token, password },
    schema: ResetPasswordResponseSchema,
  })
  if (state.user || tokens.access()) endLocally()
  return answer
}

/** The session making the change stays signed in; the account's other sessions end. */
export function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordResponse> {
  return apiRequest('/auth/password/change', {
    method: 'POST',
    body: { current_password: currentPassword, new_password: newPassword },
    schema: ChangePasswordResponseSchema,
  })
}

/** A link to confirm it is mailed to the new address; nothing changes until it is opened. */
export function requestEmailChange(newEmail: string, password: string): Promise<ChangeEmailResponse> {
  return apiRequest('/auth/email/change', {
    method: 'POST',
    body: { new_email: newEmail, password },
    schema: ChangeEmailResponseSchema,
  })
}

/** Opens the link: a member signed in on this device sees the new address at once. */
export async function confirmEmailChange(token: string): Promise<ConfirmEmailResponse> {
  const answer = await apiRequest('/auth/email/confirm', {
    method: 'POST',
    body: { token },
    schema: ConfirmEmailResponseSchema,
  })
  if (state.user && tokens.access()) {
    const user = await apiRequest('/auth/me', { schema: CurrentUserSchema }).catch(() => undefined)
    if (user) setState({ ready: true, user })
  }
  return answer
}

/** Deleting the account ends every session, this one too: it is forgotten here, like a logout. */
export async function deleteAccount(password: string): Promise<DeleteAccountResponse> {
  const answer = await apiRequest('/auth/account/delete', {
    method: 'POST',
    body: { password },
    schema: DeleteAccountResponseSchema,
  })
  endLocally()
  return answer
}

export function canUseAdminArea(role: Role | undefined): boolean {
  return !!role && ADMIN_AREA_ROLES.includes(role)
}

/** The path a signed-in user lands on: /complete-profile while the profile is incomplete, else /dashboard. */
export function homePathFor(): '/complete-profile' | '/dashboard' {
  return mustCompleteProfile() ? '/complete-profile' : '/dashboard'
}

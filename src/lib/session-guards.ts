import { redirect } from '@tanstack/react-router'
import { canUseAdminArea, getSession, homePathFor, mustCompleteProfile, sessionReady } from './session'

/**
 * Route guards (route `beforeLoad`): signed-in areas send anonymous
 * visitors to /login (and back after it), and send users who must still complete their
 * profile to /complete-profile.
 */
interface GuardArgs {
  location: { href: string }
}

export async function requireSignedIn({ location }: GuardArgs): Promise<void> {
  await sessionReady()
  if (!getSession().user) throw redirect({ to: '/login', search: { redirect: location.href } })
}

/** /dashboard, /teams, /teams/{id}, /workspaces and /admin. */
export async function requireMemberArea(args: GuardArgs): Promise<void> {
  await requireSignedIn(args)
  if (mustCompleteProfile()) throw redirect({ to: '/complete-profile' })
}

/** /login and /register: a signed-in user goes straight to their home. */
export async function redirectSignedIn(): Promise<void> {
  await sessionReady()
  if (getSession().user) throw redirect({ to: homePathFor() })
}

/** The admin layout shows Access Denied itself; this only says whether to. */
export function mayUseAdminArea(): boolean {
  return canUseAdminArea(getSession().user?.role)
}

/** A path inside the app (never another origin) to return to after login. */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  if (value.startsWith('/login') || value.startsWith('/register')) return undefined
  return value
}

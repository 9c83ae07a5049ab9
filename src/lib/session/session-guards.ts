import { ADMIN_AREA_ROLES, CHECK_IN_ROLES, USER_ADMIN_ROLES, type Role } from '@contract/constants'
import { redirect } from '@tanstack/react-router'
import { getSession, homePathFor, mustCompleteProfile, sessionReady } from './session'

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

/**
 * Thrown by a guard when a signed-in user's role may not open the page. The router's error
 * component shows Access Denied for it at the same address: no redirect, since signing in
 * again would not help.
 */
export class AccessDeniedError extends Error {
  constructor() {
    super('Access denied')
    this.name = 'AccessDeniedError'
  }
}

/**
 * A page for some roles only. Anonymous visitors and incomplete profiles are sent away as by
 * `requireMemberArea`; a signed-in user with another role sees Access Denied.
 */
export async function requireRole(args: GuardArgs, roles: readonly Role[]): Promise<void> {
  await requireMemberArea(args)
  const role = getSession().user?.role
  if (!role || !roles.includes(role)) throw new AccessDeniedError()
}

/** An event's attendee list, the one admin page the door staff open too. */
const ATTENDEE_LIST_PATH = /^\/admin\/events\/\d+\/attendees\/?(?:[?#]|$)/

/**
 * /admin and everything under it: superadmin, admin and cme (content work); an event's
 * attendee list also the door staff (the server's check-in roles), who see nothing else there.
 */
export const requireAdminArea = (args: GuardArgs) =>
  requireRole(args, ATTENDEE_LIST_PATH.test(args.location.href) ? CHECK_IN_ROLES : ADMIN_AREA_ROLES)

/** Users, Pending Users and the audit log: superadmin and admin only (a cme reaches the rest of the admin area). */
export const requireUserAdmin = (args: GuardArgs) => requireRole(args, USER_ADMIN_ROLES)

/** A path inside the app (never another origin) to return to after login. */
export function safeRedirectPath(value: unknown): string | undefined {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return undefined
  if (value.startsWith('/login') || value.startsWith('/register')) return undefined
  return value
}

/** Why a visitor was sent to sign in, when the page they wanted is for members only: the login page says so. */
export type SignInReason = 'memberProfiles' | 'teams'

export function signInReasonFor(redirectPath: string | undefined): SignInReason | undefined {
  if (!redirectPath) return undefined
  const pathname = redirectPath.split(/[?#]/, 1)[0] ?? ''
  if (/^\/members\/\d+\/?$/.test(pathname)) return 'memberProfiles'
  if (/^\/teams(\/|$)/.test(pathname)) return 'teams'
  return undefined
}

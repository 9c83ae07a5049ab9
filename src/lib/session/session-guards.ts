import { ADMIN_AREA_ROLES, CHECK_IN_ROLES, USER_ADMIN_ROLES, type Role } from '@contract/constants'
import { redirect } from '@tanstack/react-router'
import { getSession, homePathFor, mustCompleteProfile, sessionReady } from './session'

/** Anonymous visitors go to /login (and back), incomplete profiles to /complete-profile. */
interface GuardArgs {
  location: { href: string }
}

export async function requireSignedIn({ location }: GuardArgs): Promise<void> {
  await sessionReady()
  if (!getSession().user) throw redirect({ to: '/login', search: { redirect: location.href } })
}

export async function requireMemberArea(args: GuardArgs): Promise<void> {
  await requireSignedIn(args)
  if (mustCompleteProfile()) throw redirect({ to: '/complete-profile' })
}

export async function redirectSignedIn(): Promise<void> {
  await sessionReady()
  if (getSession().user) throw redirect({ to: homePathFor() })
}

/** Shown as Access Denied at the same address: no redirect, since signing in again would not help. */
export class AccessDeniedError extends Error {
  constructor() {
    super('Access denied')
    this.name = 'AccessDeniedError'
  }
}

export async function requireRole(args: GuardArgs, roles: readonly Role[]): Promise<void> {
  await requireMemberArea(args)
  const role = getSession().user?.role
  if (!role || !roles.includes(role)) throw new AccessDeniedError()
}

const ATTENDEE_LIST_PATH = /^\/admin\/events\/\d+\/attendees\/?(?:[?#]|$)/

/** The door staff also open an event's attendee list, and nothing else there. */
export const requireAdminArea = (args: GuardArgs) =>
  requireRole(args, ATTENDEE_LIST_PATH.test(args.location.href) ? CHECK_IN_ROLES : ADMIN_AREA_ROLES)

export const requireUserAdmin = (args: GuardArgs) => requireRole(args, USER_ADMIN_ROLES)

/** Never another origin. */
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

export type SignInReason = 'memberProfiles' | 'teams'

export function signInReasonFor(redirectPath: string | undefined): SignInReason | undefined {
  if (!redirectPath) return undefined
  const pathname = redirectPath.split(/[?#]/, 1)[0] ?? ''
  if (/^\/members\/\d+\/?$/.test(pathname)) return 'memberProfiles'
  if (/^\/teams(\/|$)/.test(pathname)) return 'teams'
  return undefined
}

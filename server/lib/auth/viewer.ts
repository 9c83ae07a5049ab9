import type { AccountStatus, Role } from '@contract/constants'

/** Who is calling: resolved once per request from the bearer token (modules/auth). */
export interface Viewer {
  id: number
  role: Role
  status: AccountStatus
  isActive: boolean
  /** The session the access token was issued in: "sign out everywhere else" keeps this one. */
  sessionId: string
}

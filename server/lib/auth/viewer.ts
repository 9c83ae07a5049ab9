import type { AccountStatus, Role } from '@contract/constants'

/** Who is calling: resolved once per request from the bearer token (modules/auth). */
export interface Viewer {
  id: number
  role: Role
  status: AccountStatus
  isActive: boolean
  /** The session the access token was issued in: "sign out everywhere else" keeps this one. */
  sessionId: string
  /** When the owner last signed in or proved who they are again in this session (ISO time); null for none recorded. */
  authenticatedAt: string | null
}

import type { AccountStatus, Role } from '@contract/constants'

export interface Viewer {
  id: number
  role: Role
  status: AccountStatus
  isActive: boolean
  /** The session the access token was issued in: "sign out everywhere else" keeps this one. */
  sessionId: string
  /** The last sign-in or proof again in this session (ISO time); null for none recorded. */
  authenticatedAt: string | null
}

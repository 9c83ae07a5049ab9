import type { AccountStatus, Role } from '@contract/constants'

export interface Viewer {
  id: number
  role: Role
  status: AccountStatus
  isActive: boolean
  /** "Sign out everywhere else" keeps this one. */
  sessionId: string
  authenticatedAt: string | null
}

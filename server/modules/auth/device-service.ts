import type {
  DeviceSessionList,
  EndOtherSessionsResponse,
  EndSessionResponse,
  SignInMethod,
} from '@contract/devices'
import { SIGN_IN_METHODS } from '@contract/devices'
import { isOneOf } from '@contract/narrow'
import { deviceName, deviceParts } from '@contract/user-agent'
import type { AppDeps } from '../../app-env'
import { endSessions, liveSessionsOf } from '../../lib/auth/sessions'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError } from '../../lib/errors'

const methodOf = (value: string | null): SignInMethod | null =>
  isOneOf(SIGN_IN_METHODS, value) ? value : null

export async function listSessions(deps: AppDeps, viewer: Viewer): Promise<DeviceSessionList> {
  const rows = await liveSessionsOf(deps.db, viewer.id, deps.now())
  const items = rows.map((row) => ({
    id: row.id,
    created_at: row.created_at,
    last_used_at: row.last_used_at ?? row.created_at,
    device_name: deviceName(row.user_agent),
    ...deviceParts(row.user_agent),
    method: methodOf(row.method),
    current: row.id === viewer.sessionId,
  }))
  items.sort((a, b) => Number(b.current) - Number(a.current))
  return { items, total: items.length }
}

/** Ends one of the member's own sessions; another account's, unknown or ended one answers 404 alike. */
export async function endSession(
  deps: AppDeps,
  viewer: Viewer,
  sessionId: string,
): Promise<EndSessionResponse> {
  const now = deps.now()
  const own = (await liveSessionsOf(deps.db, viewer.id, now)).some((row) => row.id === sessionId)
  if (!own) throw new HttpError(404, 'Session not found', 'notFound')
  await endSessions(deps.db, { sessionId }, now)
  return { id: sessionId, ended: true, current: sessionId === viewer.sessionId }
}

/** "Sign out everywhere else": every other session of the member ends; this one stays. */
export async function endOtherSessions(deps: AppDeps, viewer: Viewer): Promise<EndOtherSessionsResponse> {
  const ended = await endSessions(deps.db, { userId: viewer.id, except: viewer.sessionId }, deps.now())
  return { ended }
}

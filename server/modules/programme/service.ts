import { foldArabic } from '@contract/fold-arabic'
import { isOneOf } from '@contract/narrow'
import {
  type AdminProgramme,
  type AdminSessionResponse,
  type Agenda,
  defaultCredits,
  type Programme,
  type ProgrammeSession,
  type ProgrammeWarning,
  SESSION_TYPES,
  type SessionType,
  type SessionWriteOutput,
  type Speaker,
} from '@contract/programme'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { forbidden, HttpError, notFound } from '../../lib/errors'
import { recordAudit } from '../audit/service'
import { existingEvent } from '../events/service'
import { notify, sessionChangeNotification } from '../notifications/service'
import * as repository from './repository'

/** Who may set a session's CME credits to something other than the default for its length. */
const CREDIT_SETTERS = new Set(['cme', 'superadmin'])

const isSessionType = (value: string): value is SessionType => isOneOf(SESSION_TYPES, value)

type AdminSession = ProgrammeSession & { credits_set: boolean }

function toSession(row: repository.SessionRow, speakers: readonly Speaker[]): AdminSession {
  const type = isSessionType(row.type) ? row.type : 'other'
  return {
    id: row.id,
    event_id: row.event_id,
    title_ar: row.title_ar,
    title_en: row.title_en,
    description_ar: row.description_ar,
    description_en: row.description_en,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    room: row.room,
    track: row.track,
    type,
    cme_credits:
      row.cme_quarters === null ? defaultCredits(row.starts_at, row.ends_at, type) : row.cme_quarters / 4,
    credits_set: row.cme_quarters !== null,
    speakers: [...speakers],
  }
}

async function loadSessions(deps: AppDeps, eventId: number): Promise<AdminSession[]> {
  const { sessions, speakers } = await repository.listSessions(deps.db, eventId)
  const bySession = new Map<number, Speaker[]>()
  for (const { session_id, ...speaker } of speakers) {
    const list = bySession.get(session_id) ?? []
    list.push(speaker)
    bySession.set(session_id, list)
  }
  return sessions.map((row) => toSession(row, bySession.get(row.id) ?? []))
}

const overlaps = (a: ProgrammeSession, b: ProgrammeSession) =>
  a.starts_at < b.ends_at && b.starts_at < a.ends_at

/** A room or speaker compared as people type them: case, spaces and Arabic letter forms aside. */
const sameKey = (text: string) => foldArabic(text.trim().toLowerCase().replace(/\s+/g, ' '))

/** Each name compared on its own, so one typed in Arabic only matches the same person typed in both. */
const speakerKeys = (speaker: Speaker) =>
  [
    speaker.name_en && `en:${sameKey(speaker.name_en)}`,
    speaker.name_ar && `ar:${sameKey(speaker.name_ar)}`,
  ].filter(Boolean)

/** The speakers of `a` who also speak in `b`, by the name shown (English, else Arabic). */
function sharedSpeakers(a: ProgrammeSession, b: ProgrammeSession): string[] {
  const inB = new Set(b.speakers.flatMap(speakerKeys))
  return a.speakers
    .filter((speaker) => speakerKeys(speaker).some((key) => inB.has(key)))
    .map((speaker) => speaker.name_en || speaker.name_ar)
}

/**
 * Every pair of overlapping sessions held in the same room, or sharing a speaker. Breaks are
 * left out of room clashes (coffee is served in the hall while a talk runs there).
 */
export function programmeWarnings(sessions: readonly ProgrammeSession[]): ProgrammeWarning[] {
  const warnings: ProgrammeWarning[] = []
  const sorted = [...sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id)
  for (let i = 0; i < sorted.length; i += 1) {
    const a = sorted[i]
    if (!a) continue
    for (let j = i + 1; j < sorted.length; j += 1) {
      const b = sorted[j]
      if (!b || b.starts_at >= a.ends_at) break
      if (!overlaps(a, b)) continue
      const pair: [number, number] = [a.id, b.id]
      if (a.room && sameKey(a.room) === sameKey(b.room) && a.type !== 'break' && b.type !== 'break')
        warnings.push({ kind: 'room', session_ids: pair, subject: a.room })
      for (const name of sharedSpeakers(a, b))
        warnings.push({ kind: 'speaker', session_ids: pair, subject: name })
    }
  }
  return warnings
}

const publicSession = ({ credits_set: _set, ...session }: AdminSession): ProgrammeSession => session

/** The public programme of a published event: sessions by start, then room. */
export async function getProgramme(deps: AppDeps, eventId: number): Promise<Programme> {
  const event = await existingEvent(deps, eventId, 'public')
  const [sessions, version] = await Promise.all([
    loadSessions(deps, eventId),
    repository.programmeVersion(deps.db, eventId),
  ])
  return { event_id: eventId, updated_at: version ?? event.created_at, sessions: sessions.map(publicSession) }
}

export async function getAdminProgramme(deps: AppDeps, eventId: number): Promise<AdminProgramme> {
  const event = await existingEvent(deps, eventId, 'admin')
  const [sessions, version] = await Promise.all([
    loadSessions(deps, eventId),
    repository.programmeVersion(deps.db, eventId),
  ])
  return {
    event_id: eventId,
    updated_at: version ?? event.created_at,
    sessions,
    warnings: programmeWarnings(sessions),
  }
}

function fieldsOf(input: SessionWriteOutput, quarters: number | null): repository.SessionFields {
  return {
    title_ar: input.title_ar,
    title_en: input.title_en,
    description_ar: input.description_ar,
    description_en: input.description_en,
    // The schema refuses a missing start or end; the nulls are its "empty" reading.
    starts_at: input.starts_at ?? '',
    ends_at: input.ends_at ?? '',
    room: input.room,
    track: input.track,
    type: input.type,
    cme_quarters: quarters,
  }
}

/**
 * The credits to store: the CME office (and the superadmin) set any number, or null for the
 * default. Anyone else keeps what is stored: sending the number already shown (or null on a
 * session without set credits) is fine, changing it is refused.
 */
function creditsToStore(viewer: Viewer, input: SessionWriteOutput, stored: number | null): number | null {
  const wanted = input.cme_credits === null ? null : Math.round(input.cme_credits * 4)
  if (CREDIT_SETTERS.has(viewer.role)) return wanted
  if (wanted === null || wanted === stored) return stored
  throw forbidden("Only the CME office can change a session's CME credits", 'cmeCreditsRestricted')
}

const sessionNotFound = () => notFound('Session not found', 'sessionNotFound')

async function answerFor(deps: AppDeps, eventId: number, sessionId: number): Promise<AdminSessionResponse> {
  const programme = await getAdminProgramme(deps, eventId)
  const session = programme.sessions.find((s) => s.id === sessionId)
  if (!session) throw sessionNotFound()
  return { session, warnings: programme.warnings.filter((w) => w.session_ids.includes(sessionId)) }
}

export async function createSession(
  deps: AppDeps,
  viewer: Viewer,
  eventId: number,
  input: SessionWriteOutput,
): Promise<AdminSessionResponse> {
  await existingEvent(deps, eventId, 'admin')
  const now = deps.now()
  const id = await repository.insertSession(
    deps.db,
    eventId,
    fieldsOf(input, creditsToStore(viewer, input, null)),
    input.speakers,
    now.toISOString(),
  )
  const answer = await answerFor(deps, eventId, id)
  await recordAudit(deps.db, {
    actorId: viewer.id,
    action: 'create',
    entity: 'event_session',
    entityId: id,
    before: null,
    after: answer.session,
    now,
  })
  return answer
}

export async function saveSession(
  deps: AppDeps,
  viewer: Viewer,
  eventId: number,
  sessionId: number,
  input: SessionWriteOutput,
): Promise<AdminSessionResponse> {
  await existingEvent(deps, eventId, 'admin')
  const stored = await repository.findSession(deps.db, eventId, sessionId)
  if (!stored) throw sessionNotFound()
  const before = await answerFor(deps, eventId, sessionId)
  const now = deps.now()
  const fields = fieldsOf(input, creditsToStore(viewer, input, stored.cme_quarters))
  const moved =
    Date.parse(fields.starts_at) !== Date.parse(stored.starts_at) ||
    Date.parse(fields.ends_at) !== Date.parse(stored.ends_at) ||
    sameKey(fields.room ?? '') !== sameKey(stored.room ?? '')
  const saved = await repository.updateSession(
    deps.db,
    eventId,
    sessionId,
    fields,
    input.speakers,
    now.toISOString(),
    // Members who starred the session hear of a new time or room with the change itself.
    async (trx) => {
      if (!moved) return
      const starred = (await repository.agendasOf(trx, eventId)).filter((agenda) =>
        parseIds(agenda.session_ids).includes(sessionId),
      )
      await notify(
        trx,
        starred.map((agenda) =>
          sessionChangeNotification(agenda.user_id, { ...fields, event_id: eventId }, now.toISOString()),
        ),
      )
    },
  )
  // Removed by someone else between the read and the write.
  if (!saved) throw sessionNotFound()
  const answer = await answerFor(deps, eventId, sessionId)
  await recordAudit(deps.db, {
    actorId: viewer.id,
    action: 'update',
    entity: 'event_session',
    entityId: sessionId,
    before: before.session,
    after: answer.session,
    now,
  })
  return answer
}

export async function deleteSession(
  deps: AppDeps,
  viewer: Viewer,
  eventId: number,
  sessionId: number,
): Promise<{ id: number; deleted: true }> {
  await existingEvent(deps, eventId, 'admin')
  const before = await answerFor(deps, eventId, sessionId)
  const now = deps.now()
  if (!(await repository.deleteSession(deps.db, eventId, sessionId, now.toISOString())))
    throw sessionNotFound()
  await recordAudit(deps.db, {
    actorId: viewer.id,
    action: 'delete',
    entity: 'event_session',
    entityId: sessionId,
    before: before.session,
    after: null,
    now,
  })
  return { id: sessionId, deleted: true }
}

function parseIds(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
}

/** A member's starred sessions of a published event; sessions removed since are left out. */
export async function getAgenda(deps: AppDeps, viewer: Viewer, eventId: number): Promise<Agenda> {
  await existingEvent(deps, eventId, 'public')
  const [row, { sessions }] = await Promise.all([
    repository.findAgenda(deps.db, viewer.id, eventId),
    repository.listSessions(deps.db, eventId),
  ])
  const existing = new Set(sessions.map((s) => s.id))
  return {
    event_id: eventId,
    session_ids: row ? parseIds(row.session_ids).filter((id) => existing.has(id)) : [],
    updated_at: row?.updated_at ?? null,
  }
}

/**
 * Replaces a member's agenda for an event. Every id must be a session of that event (a
 * session removed while the member was offline is refused by position, so the app can drop
 * it and send again); duplicates are kept once.
 */
export async function saveAgenda(
  deps: AppDeps,
  viewer: Viewer,
  eventId: number,
  sessionIds: readonly number[],
): Promise<Agenda> {
  await existingEvent(deps, eventId, 'public')
  const { sessions } = await repository.listSessions(deps.db, eventId)
  const existing = new Set(sessions.map((s) => s.id))
  const unknown = sessionIds.flatMap((id, index) =>
    existing.has(id) ? [] : [{ msg: 'validation.one_of', loc: ['body', 'session_ids', index] }],
  )
  if (unknown.length) throw new HttpError(422, unknown, 'validationFailed')
  const ids = [...new Set(sessionIds)]
  const stamp = deps.now().toISOString()
  await repository.saveAgenda(deps.db, viewer.id, eventId, ids, stamp)
  return { event_id: eventId, session_ids: ids, updated_at: stamp }
}

/** Whether a session belongs to the event (a hall scan names one). */
export async function isSessionOf(deps: AppDeps, eventId: number, sessionId: number): Promise<boolean> {
  return (await repository.findSession(deps.db, eventId, sessionId)) !== undefined
}

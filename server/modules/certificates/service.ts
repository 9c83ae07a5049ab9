import { randomBytes } from 'node:crypto'
import { personNameOf } from '@contract/script-language'
import {
  type Accreditation,
  type Certificate,
  certificateCode,
  type CertificateVerification,
  type EligibleAttendees,
} from '@contract/certificates'
import type { ProgrammeSession } from '@contract/programme'
import type * as v from 'valibot'
import type { AccreditationWriteSchema } from '@contract/certificates'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { genderOf } from '../../lib/auth/user-fields'
import { HttpError } from '../../lib/errors'
import { recordAudit } from '../audit/service'
import { attendance } from '../check-in/service'
import { existingEvent } from '../events/service'
import { certificateNotification, notify } from '../notifications/service'
import { getAdminProgramme } from '../programme/service'
import { attendeeList } from '../registrations/service'
import { BACKGROUND_BATCH, certificateNotFound, forgetPdfs, queuePdfs } from './pdf-files'
import * as repository from './repository'

export { certificatePdfFile, generateQueuedPdfs, pendingPdfs } from './pdf-files'

type Timed = Pick<ProgrammeSession, 'starts_at' | 'ends_at' | 'cme_credits'>

/** Credits in quarters where overlapping sessions form one block earning its richest session: one hall at a time. */
export function creditQuarters(sessions: readonly Timed[]): number {
  const sorted = [...sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at))
  let total = 0
  let blockEnd = ''
  let blockBest = 0
  for (const session of sorted) {
    const quarters = Math.round(session.cme_credits * 4)
    if (blockEnd && session.starts_at < blockEnd) {
      blockBest = Math.max(blockBest, quarters)
      if (session.ends_at > blockEnd) blockEnd = session.ends_at
    } else {
      total += blockBest
      blockBest = quarters
      blockEnd = session.ends_at
    }
  }
  return total + blockBest
}

const certificateName = (row: {
  full_name: string
  full_name_ar: string | null
  full_name_en: string | null
}) => ({ ...personNameOf(row), full_name: row.full_name })

const toCertificate = (row: repository.CertificateRow): Certificate => ({
  code: row.code,
  event: { id: row.event_id, title_ar: row.title_ar, title_en: row.title_en, starts_at: row.starts_at },
  ...certificateName(row),
  credits: row.credit_quarters / 4,
  issued_at: row.issued_at,
  revoked_at: row.revoked_at,
})

function toAccreditation(
  eventId: number,
  row: Awaited<ReturnType<typeof repository.findAccreditation>>,
): Accreditation {
  return {
    event_id: eventId,
    body: row?.body ?? '',
    number: row?.number ?? '',
    accredited_on: row?.accredited_on ?? null,
    max_credits: row?.max_quarters === null || row?.max_quarters === undefined ? null : row.max_quarters / 4,
    logo_url: row?.logo_url ?? null,
  }
}

export async function getAccreditation(deps: AppDeps, eventId: number): Promise<Accreditation> {
  await existingEvent(deps, eventId, 'admin')
  return toAccreditation(eventId, await repository.findAccreditation(deps.db, eventId))
}

export async function saveAccreditation(
  deps: AppDeps,
  viewer: Viewer,
  eventId: number,
  input: v.InferOutput<typeof AccreditationWriteSchema>,
): Promise<Accreditation> {
  await existingEvent(deps, eventId, 'admin')
  const before = await repository.findAccreditation(deps.db, eventId)
  const now = deps.now()
  await repository.saveAccreditation(deps.db, {
    event_id: eventId,
    body: input.body,
    number: input.number,
    accredited_on: input.accredited_on ? input.accredited_on.slice(0, 10) : null,
    max_quarters: input.max_credits === null ? null : Math.round(input.max_credits * 4),
    logo_url: input.logo_url,
    updated_at: now.toISOString(),
  })
  const saved = await getAccreditation(deps, eventId)
  // The PDFs print the accreditation: stored ones are made again with the new facts.
  const codes = await repository.eventCodes(deps.db, eventId)
  await forgetPdfs(deps, codes)
  if (codes.length > BACKGROUND_BATCH) await queuePdfs(deps, codes)
  await recordAudit(deps.db, {
    actorId: viewer.id,
    action: before ? 'update' : 'create',
    entity: 'event_accreditation',
    entityId: eventId,
    before: before ?? null,
    after: saved,
    now,
  })
  return saved
}

/**
 * Who may receive a certificate (a live registration and a scan) and their quarters: the halls that scanned
 * them, parallel ones once, door-only attendees the programme's total, capped at the accreditation's maximum.
 */
async function eligibleAttendees(deps: AppDeps, eventId: number) {
  const [attendees, present, programme, accreditation, live] = await Promise.all([
    attendeeList(deps, eventId),
    attendance(deps, eventId),
    getAdminProgramme(deps, eventId),
    repository.findAccreditation(deps.db, eventId),
    repository.liveRegistrations(deps.db, eventId),
  ])
  const cap = accreditation?.max_quarters ?? null
  const eventTotal = creditQuarters(programme.sessions)
  const sessionsById = new Map(programme.sessions.map((s) => [s.id, s]))
  const eligible = new Map(
    attendees.items
      .filter((a) => a.status === 'registered' && present.has(a.registration_id))
      .map((attendee) => {
        const halls = [...(present.get(attendee.registration_id)?.sessions ?? [])].flatMap(
          (id) => sessionsById.get(id) ?? [],
        )
        const earned = halls.length ? creditQuarters(halls) : eventTotal
        return [
          attendee.registration_id,
          { attendee, quarters: cap === null ? earned : Math.min(cap, earned) },
        ] as const
      }),
  )
  return { eligible, live }
}

export async function eligibleForCertificates(deps: AppDeps, eventId: number): Promise<EligibleAttendees> {
  await existingEvent(deps, eventId, 'admin')
  const [{ eligible }, issued] = await Promise.all([
    eligibleAttendees(deps, eventId),
    repository.listForEvent(deps.db, eventId),
  ])
  const liveCode = new Map(
    issued.filter((row) => row.revoked_at === null).map((row) => [row.registration_id, row.code]),
  )
  return {
    event_id: eventId,
    items: [...eligible.values()].map(({ attendee, quarters }) => ({
      registration_id: attendee.registration_id,
      full_name: attendee.full_name || attendee.email,
      full_name_ar: attendee.full_name_ar,
      full_name_en: attendee.full_name_en,
      credits: quarters / 4,
      certificate_code: liveCode.get(attendee.registration_id) ?? null,
    })),
  }
}

/** Naming someone never checked in (or cancelled) refuses the whole request; live certificates are kept. */
export async function issueCertificates(
  deps: AppDeps,
  viewer: Viewer,
  eventId: number,
  registrationIds: readonly number[] | undefined,
) {
  await existingEvent(deps, eventId, 'admin')
  const { eligible, live } = await eligibleAttendees(deps, eventId)
  if (registrationIds) {
    const refused = registrationIds.flatMap((id, index) =>
      eligible.has(id) ? [] : [{ msg: 'validation.invalid', loc: ['body', 'registration_ids', index] }],
    )
    if (refused.length) throw new HttpError(422, refused, 'notCheckedIn')
  }
  const wanted = registrationIds ? [...new Set(registrationIds)] : [...eligible.keys()]
  const now = deps.now().toISOString()
  const people = await repository.peopleOf(
    deps.db,
    [...eligible.values()].map((entry) => entry.attendee.user_id),
  )
  const rows = wanted.flatMap((registrationId) => {
    const entry = eligible.get(registrationId)
    if (!entry || live.has(registrationId)) return []
    // Both names and the gender as they are at issue: the certificate says what was true when it was signed.
    const person = people.get(entry.attendee.user_id)
    const name = personNameOf(person ?? { full_name: entry.attendee.full_name })
    return [
      {
        code: certificateCode(randomBytes(12)),
        event_id: eventId,
        registration_id: registrationId,
        user_id: entry.attendee.user_id,
        full_name: name.full_name || entry.attendee.email,
        full_name_ar: name.full_name_ar,
        full_name_en: name.full_name_en,
        gender: genderOf(person?.gender ?? null),
        credit_quarters: entry.quarters,
        issued_at: now,
        issued_by: viewer.id,
      },
    ]
  })
  const issuedCodes = new Set(rows.map((row) => row.code))
  const issuedRows = await deps.db.transaction().execute(async (trx) => {
    await repository.insertCertificates(trx, rows)
    const written = (await repository.listForEvent(trx, eventId)).filter((row) => issuedCodes.has(row.code))
    await notify(
      trx,
      written.map((row) => certificateNotification(row.user_id, row, row.credit_quarters / 4, now)),
    )
    return written
  })
  if (rows.length > BACKGROUND_BATCH)
    await queuePdfs(
      deps,
      rows.map((row) => row.code),
    )
  await recordAudit(deps.db, {
    actorId: viewer.id,
    action: 'issue',
    entity: 'cme_certificates',
    entityId: eventId,
    before: null,
    after: { issued: rows.length },
    now: deps.now(),
  })
  const issued = issuedRows.map(toCertificate)
  return { event_id: eventId, issued, already_issued: wanted.filter((id) => live.has(id)).length }
}

export async function eventCertificates(deps: AppDeps, eventId: number): Promise<{ items: Certificate[] }> {
  await existingEvent(deps, eventId, 'admin')
  return { items: (await repository.listForEvent(deps.db, eventId)).map(toCertificate) }
}

export async function myCertificates(deps: AppDeps, viewer: Viewer): Promise<{ items: Certificate[] }> {
  return { items: (await repository.listForUser(deps.db, viewer.id)).map(toCertificate) }
}

export async function liveCertificatesOf(deps: AppDeps, userId: number) {
  return repository.liveForUsers(deps.db, [userId])
}

export async function liveCertificatesOfMany(deps: AppDeps, userIds: readonly number[] | null) {
  return repository.liveForUsers(deps.db, userIds)
}

export async function verifyCertificate(deps: AppDeps, code: string): Promise<CertificateVerification> {
  const row = await repository.findByCode(deps.db, code)
  if (!row) throw certificateNotFound()
  const accreditation = await repository.findAccreditation(deps.db, row.event_id)
  return {
    ...toCertificate(row),
    valid: row.revoked_at === null,
    accreditation:
      accreditation && (accreditation.body || accreditation.number)
        ? {
            body: accreditation.body,
            number: accreditation.number,
            accredited_on: accreditation.accredited_on,
          }
        : null,
  }
}

export async function revokeCertificate(
  deps: AppDeps,
  viewer: Viewer,
  code: string,
): Promise<{ code: string; revoked_at: string }> {
  const row = await repository.findByCode(deps.db, code)
  if (!row) throw certificateNotFound()
  const now = deps.now()
  if (!(await repository.revoke(deps.db, code, viewer.id, now.toISOString())))
    throw new HttpError(409, 'This certificate was already revoked', 'certificateAlreadyRevoked')
  // The document goes with the revocation; downloads answer 410 from now on.
  await repository.dropPdfJobs(deps.db, [code])
  await forgetPdfs(deps, [code])
  await recordAudit(deps.db, {
    actorId: viewer.id,
    action: 'revoke',
    entity: 'cme_certificate',
    entityId: code,
    before: toCertificate(row),
    after: null,
    now,
  })
  return { code, revoked_at: now.toISOString() }
}

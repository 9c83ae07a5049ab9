import { createHash, randomBytes } from 'node:crypto'
import { certificateCode } from '@contract/certificates'
import type { CpdRecord, CpdTranscript, CpdTranscriptVerification } from '@contract/cpd'
import { personNameOf } from '@contract/script-language'
import type { Selectable } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { Database } from '../../db/database'
import { HttpError, notFound } from '../../lib/errors'
import type { StoredFile } from '../../lib/storage/storage'
import * as repository from './repository'
import { renderTranscriptPdf } from './transcript-pdf'

/**
 * A transcript is kept with the totals it printed: asking again unchanged answers the same one; any change
 * makes a new code, and older ones still verify as what they were, marked superseded.
 */

type TranscriptRow = Selectable<Database['cpd_transcripts']>

const transcriptNotFound = () => notFound('No CPD transcript has this code', 'cpdTranscriptNotFound')

export const transcriptPdfPath = (code: string) => `/api/members/me/cpd/transcripts/${code}/pdf`
const verifyUrl = (deps: AppDeps, code: string) => `${deps.config.publicUrl}/cpd/verify/${code}`

const totalsOf = (row: TranscriptRow) => ({
  code: row.code,
  cycle_start: row.cycle_start,
  cycle_end: row.cycle_end,
  required_hours: row.required_quarters === null ? null : row.required_quarters / 4,
  earned_hours: row.earned_quarters / 4,
  activity_count: row.activity_count,
  issued_at: row.issued_at,
})

export const toTranscript = (deps: AppDeps, row: TranscriptRow): CpdTranscript => ({
  ...totalsOf(row),
  pdf_url: transcriptPdfPath(row.code),
  verify_url: verifyUrl(deps, row.code),
})

/** The newest transcript of the record's cycle, if any. */
export async function lastTranscriptOf(
  deps: AppDeps,
  userId: number,
  cycle: { start: string; end: string },
): Promise<CpdTranscript | null> {
  const row = await repository.latestTranscript(deps.db, userId, cycle)
  return row ? toTranscript(deps, row) : null
}

/**
 * Issues the transcript of the record's cycle (`record` is the member's own, just read), or
 * answers the newest one when it would print the same facts. `created` says which.
 */
export async function issueTranscript(
  deps: AppDeps,
  userId: number,
  record: CpdRecord,
): Promise<{ transcript: CpdTranscript; created: boolean }> {
  const { licence, cycle } = record
  if (!licence || !cycle)
    throw new HttpError(409, 'Set your licence and its cycle before asking for a transcript', 'cpdNoLicence')
  const name = personNameOf((await repository.personOf(deps.db, userId)) ?? { full_name: '' })
  const printed = {
    name,
    registration_number: licence.registration_number,
    cycle: { start: cycle.start, end: cycle.end },
    required_hours: cycle.required_hours,
    earned_hours: cycle.earned_hours,
    activities: record.activities,
  }
  const fingerprint = createHash('sha256').update(JSON.stringify(printed)).digest('base64url')
  const latest = await repository.latestTranscript(deps.db, userId, cycle)
  if (latest?.fingerprint === fingerprint) return { transcript: toTranscript(deps, latest), created: false }

  const code = `CPD-${certificateCode(randomBytes(12))}`
  const issuedAt = deps.now().toISOString()
  const pdf = await renderTranscriptPdf({
    code,
    full_name: name.full_name,
    full_name_ar: name.full_name_ar,
    full_name_en: name.full_name_en,
    registration_number: licence.registration_number,
    cycle: printed.cycle,
    required_hours: cycle.required_hours,
    earned_hours: cycle.earned_hours,
    activities: record.activities,
    issued_at: issuedAt,
    verify_url: verifyUrl(deps, code),
  })
  const key = `private/cpd/transcripts/m${userId}-${code}.pdf`
  await deps.storage.put(key, pdf)
  const row: TranscriptRow = {
    code,
    user_id: userId,
    cycle_start: cycle.start,
    cycle_end: cycle.end,
    required_quarters: cycle.required_hours === null ? null : Math.round(cycle.required_hours * 4),
    earned_quarters: Math.round(cycle.earned_hours * 4),
    activity_count: record.activities.length,
    full_name: name.full_name,
    full_name_ar: name.full_name_ar,
    full_name_en: name.full_name_en,
    registration_number: licence.registration_number,
    fingerprint,
    storage_key: key,
    issued_at: issuedAt,
  }
  await repository.insertTranscript(deps.db, row)
  return { transcript: toTranscript(deps, row), created: true }
}

/** The PDF of one of the member's transcripts; another member's code answers 404 like an unknown one. */
export async function transcriptPdf(
  deps: AppDeps,
  userId: number,
  code: string,
): Promise<{ key: string; file: StoredFile }> {
  const row = await repository.findTranscript(deps.db, code)
  if (!row || row.user_id !== userId) throw transcriptNotFound()
  const file = await deps.storage.stream(row.storage_key)
  if (!file) throw transcriptNotFound()
  return { key: row.storage_key, file }
}

/** What anyone holding the code may check: whose, which cycle, the totals and the date; never the activities. */
export async function verifyTranscript(deps: AppDeps, code: string): Promise<CpdTranscriptVerification> {
  const row = await repository.findTranscript(deps.db, code)
  if (!row) throw transcriptNotFound()
  return {
    ...totalsOf(row),
    full_name: row.full_name,
    full_name_ar: row.full_name_ar,
    full_name_en: row.full_name_en,
    registration_number: row.registration_number,
    superseded: await repository.hasNewerTranscript(deps.db, row),
  }
}

import {
  CPD_EARLIEST_DATE,
  CPD_HOURS,
  CPD_LIMITS,
  type CpdActivity,
  type CpdActivityType,
  type CpdActivityWriteSchema,
  type CpdClassification,
  type CpdCycleYears,
  type CpdExport,
  type CpdExternalActivity,
  type CpdFileType,
  type CpdLicence,
  type CpdLicenceWriteSchema,
  type CpdRecord,
  SCFHS_REQUIRED_HOURS,
} from '@contract/cpd'
import { VALIDATION_CODES, type ErrorCode, type ValidationIssue } from '@contract/errors'
import type * as v from 'valibot'
import type { AppDeps } from '../../app-env'
import { HttpError } from '../../lib/errors'
import type { StoredFile } from '../../lib/storage/storage'
import { liveCertificatesOf } from '../certificates/service'
import {
  activityTypeOfEvent,
  defaultCycleStart,
  duplicateFlags,
  inCycle,
  previousCycle,
  requirementOf,
  saudiDate,
} from './cycle'
import { CONTENT_TYPES, deleteCpdFile } from './files'
import * as repository from './repository'
import { sendCpdReminders } from './reminders'
import { issueTranscript, lastTranscriptOf, toTranscript } from './transcripts'

export { acceptCpdFile } from './files'
export { transcriptPdf, verifyTranscript } from './transcripts'
export { cpdSummary } from './summary'

/** Every read and write is keyed by the caller's id, so another member's activity answers 404 like a missing one. */

const activityNotFound = () =>
  new HttpError(404, 'No such activity in your CPD record', 'cpdActivityNotFound')
const refuse = (code: ErrorCode, detail: ValidationIssue[]) => new HttpError(422, detail, code)

const LATEST_CYCLE_END = '2100-12-31'

function quartersOf(hours: number, min: number, max: number): number | undefined {
  const quarters = hours / CPD_HOURS.step
  return hours >= min && hours <= max && Number.isInteger(quarters) ? quarters : undefined
}

function toLicence(row: NonNullable<Awaited<ReturnType<typeof repository.findLicence>>>): CpdLicence {
  // Written only through saveLicence, which stores the contract's picklist values.
  const classification = row.classification as CpdClassification
  // Likewise one of CPD_CYCLE_YEARS.
  const years = row.cycle_years as CpdCycleYears
  const { requirement, quarters } = requirementOf(classification, years, row.required_quarters)
  return {
    classification,
    registration_number: row.registration_number,
    cycle_years: years,
    cycle_start: row.cycle_start,
    cycle_end: row.cycle_end,
    requirement,
    required_hours: quarters === null ? null : quarters / 4,
    updated_at: row.updated_at,
  }
}

export async function saveLicence(
  deps: AppDeps,
  userId: number,
  input: v.InferOutput<typeof CpdLicenceWriteSchema>,
): Promise<CpdLicence> {
  const start = input.cycle_start ?? defaultCycleStart(input.cycle_end, input.cycle_years)
  if (start >= input.cycle_end)
    throw refuse('cpdCycleEndBeforeStart', [{ msg: VALIDATION_CODES.invalid, loc: ['body', 'cycle_end'] }])
  if (start < CPD_EARLIEST_DATE || input.cycle_end > LATEST_CYCLE_END) {
    throw refuse('cpdDateOutOfRange', [
      {
        msg: start < CPD_EARLIEST_DATE ? VALIDATION_CODES.tooSmall : VALIDATION_CODES.tooLarge,
        loc: ['body', start < CPD_EARLIEST_DATE ? 'cycle_start' : 'cycle_end'],
      },
    ])
  }
  let requiredQuarters: number | null = null
  if (input.classification === 'other' && input.required_hours !== null) {
    const quarters = quartersOf(input.required_hours, 0, CPD_LIMITS.requiredHours)
    if (quarters === undefined)
      throw refuse('cpdHoursInvalid', [{ msg: VALIDATION_CODES.invalid, loc: ['body', 'required_hours'] }])
    requiredQuarters = quarters
  }
  const row = {
    user_id: userId,
    classification: input.classification,
    registration_number: input.registration_number || null,
    cycle_years: input.cycle_years,
    cycle_start: start,
    cycle_end: input.cycle_end,
    required_quarters: requiredQuarters,
    updated_at: deps.now().toISOString(),
  }
  await repository.saveLicence(deps.db, row)
  return toLicence(row)
}

const toFile = (row: repository.ActivityRow) =>
  row.file_id !== null && row.file_name !== null && row.file_size !== null && row.file_type !== null
    ? // Written only by acceptCpdFile, which stores one of CPD_FILE_TYPES.
      { id: row.file_id, name: row.file_name, size: row.file_size, type: row.file_type as CpdFileType }
    : null

async function allActivities(deps: AppDeps, userId: number): Promise<CpdActivity[]> {
  const [certificates, externals] = await Promise.all([
    liveCertificatesOf(deps, userId),
    repository.listActivities(deps.db, userId),
  ])
  const portal = certificates.map((row): CpdActivity => ({
    source: 'portal',
    certificate_code: row.code,
    event_id: row.event_id,
    title_ar: row.title_ar,
    title_en: row.title_en,
    accreditation_number: row.number ?? '',
    activity_type: activityTypeOfEvent(row.type),
    date: saudiDate(row.starts_at),
    hours: row.credit_quarters / 4,
    counted: true,
    duplicate: false,
  }))
  const external = externals.map((row): CpdActivity => ({
    source: 'external',
    id: row.id,
    title: row.title,
    provider: row.provider,
    accreditation_number: row.accreditation_number,
    // Written only through the activity schema's picklist.
    activity_type: row.activity_type as CpdActivityType,
    date: row.activity_date,
    hours: row.quarters / 4,
    file: toFile(row),
    distinct: row.declared_distinct === 1,
    counted: true,
    duplicate: false,
  }))
  const all = [...portal, ...external]
  const flags = duplicateFlags(
    all.map((a) => ({
      accreditation_number: a.accreditation_number,
      date: a.date,
      distinct: a.source === 'external' && a.distinct,
    })),
  )
  return all.map((activity, i) => (flags[i] ? { ...activity, duplicate: true, counted: false } : activity))
}

const newestFirst = (a: CpdActivity, b: CpdActivity) => b.date.localeCompare(a.date)

export async function getRecord(
  deps: AppDeps,
  userId: number,
  which: 'current' | 'previous',
): Promise<CpdRecord> {
  const [licenceRow, activities] = await Promise.all([
    repository.findLicence(deps.db, userId),
    allActivities(deps, userId),
  ])
  const requirement_source = {
    source: SCFHS_REQUIRED_HOURS.source,
    url: SCFHS_REQUIRED_HOURS.url,
    as_of: SCFHS_REQUIRED_HOURS.as_of,
  }
  if (!licenceRow)
    return {
      licence: null,
      cycle: null,
      activities: activities.sort(newestFirst),
      last_transcript: null,
      requirement_source,
    }
  const licence = toLicence(licenceRow)
  const current = { start: licence.cycle_start, end: licence.cycle_end }
  const bounds = which === 'current' ? current : previousCycle(current, licence.cycle_years)
  const inside = activities.filter((a) => inCycle(a.date, bounds)).sort(newestFirst)
  const earnedQuarters = inside.reduce((sum, a) => (a.counted ? sum + Math.round(a.hours * 4) : sum), 0)
  const required = licence.required_hours
  return {
    licence,
    cycle: {
      which,
      start: bounds.start,
      end: bounds.end,
      required_hours: required,
      earned_hours: earnedQuarters / 4,
      remaining_hours: required === null ? null : Math.max(0, required * 4 - earnedQuarters) / 4,
    },
    activities: inside,
    last_transcript: await lastTranscriptOf(deps, userId, bounds),
    requirement_source,
  }
}

export async function requestTranscript(deps: AppDeps, userId: number, which: 'current' | 'previous') {
  return issueTranscript(deps, userId, await getRecord(deps, userId, which))
}

/** Members whose current cycle's counted hours fall short of a set requirement. */
export async function membersShortOfHours(deps: AppDeps): Promise<number[]> {
  const short: number[] = []
  for (const userId of await repository.licenceHolders(deps.db)) {
    const remaining = (await getRecord(deps, userId, 'current')).cycle?.remaining_hours ?? null
    if (remaining !== null && remaining > 0) short.push(userId)
  }
  return short
}

async function activityFields(
  deps: AppDeps,
  userId: number,
  input: v.InferOutput<typeof CpdActivityWriteSchema>,
  activityId: number | undefined,
) {
  // The schema's check has refused a missing number already.
  const hours = input.hours ?? 0
  const quarters = quartersOf(hours, CPD_HOURS.min, CPD_HOURS.max)
  if (quarters === undefined) {
    throw refuse('cpdHoursInvalid', [
      {
        msg:
          hours < CPD_HOURS.min
            ? VALIDATION_CODES.tooSmall
            : hours > CPD_HOURS.max
              ? VALIDATION_CODES.tooLarge
              : VALIDATION_CODES.invalid,
        loc: ['body', 'hours'],
      },
    ])
  }
  const today = saudiDate(deps.now())
  if (input.date > today || input.date < CPD_EARLIEST_DATE) {
    throw refuse('cpdDateOutOfRange', [
      {
        msg: input.date > today ? VALIDATION_CODES.tooLarge : VALIDATION_CODES.tooSmall,
        loc: ['body', 'date'],
      },
    ])
  }
  if (input.file_id !== null) {
    const file = await repository.findFile(deps.db, userId, input.file_id)
    const holder = file ? await repository.activityOfFile(deps.db, file.id) : undefined
    if (!file || (holder !== undefined && holder !== activityId))
      throw refuse('cpdFileNotFound', [{ msg: VALIDATION_CODES.invalid, loc: ['body', 'file_id'] }])
  }
  return {
    title: input.title,
    provider: input.provider,
    accreditation_number: input.accreditation_number,
    activity_type: input.activity_type,
    activity_date: input.date,
    quarters,
    file_id: input.file_id,
    declared_distinct: input.distinct ? 1 : 0,
    updated_at: deps.now().toISOString(),
  }
}

async function externalActivity(deps: AppDeps, userId: number, id: number): Promise<CpdExternalActivity> {
  const found = (await allActivities(deps, userId)).find((a) => a.source === 'external' && a.id === id)
  if (found?.source !== 'external') throw activityNotFound()
  return found
}

export async function addActivity(
  deps: AppDeps,
  userId: number,
  input: v.InferOutput<typeof CpdActivityWriteSchema>,
): Promise<CpdExternalActivity> {
  const fields = await activityFields(deps, userId, input, undefined)
  const id = await repository.insertActivity(deps.db, userId, fields, fields.updated_at)
  return externalActivity(deps, userId, id)
}

export async function updateActivity(
  deps: AppDeps,
  userId: number,
  id: number,
  input: v.InferOutput<typeof CpdActivityWriteSchema>,
): Promise<CpdExternalActivity> {
  const before = await repository.findActivity(deps.db, userId, id)
  if (!before) throw activityNotFound()
  const fields = await activityFields(deps, userId, input, id)
  await repository.updateActivity(deps.db, userId, id, fields)
  // A file the activity no longer names goes: nothing else may name it.
  if (before.file_id !== null && before.file_key !== null && before.file_id !== fields.file_id)
    await deleteCpdFile(deps, { id: before.file_id, storage_key: before.file_key })
  return externalActivity(deps, userId, id)
}

export async function deleteActivity(
  deps: AppDeps,
  userId: number,
  id: number,
): Promise<{ id: number; deleted: true }> {
  const before = await repository.findActivity(deps.db, userId, id)
  if (!before) throw activityNotFound()
  await repository.deleteActivity(deps.db, userId, id)
  if (before.file_id !== null && before.file_key !== null)
    await deleteCpdFile(deps, { id: before.file_id, storage_key: before.file_key })
  return { id, deleted: true }
}

/** 404 for another member's activity or one without a file. */
export async function activityFile(
  deps: AppDeps,
  userId: number,
  id: number,
): Promise<{ key: string; file: StoredFile; name: string; contentType: string }> {
  const row = await repository.findActivity(deps.db, userId, id)
  if (!row || row.file_key === null || row.file_name === null || row.file_type === null)
    throw activityNotFound()
  const file = await deps.storage.stream(row.file_key)
  if (!file) throw activityNotFound()
  // Written only by acceptCpdFile, which stores one of CPD_FILE_TYPES.
  return {
    key: row.file_key,
    file,
    name: row.file_name,
    contentType: CONTENT_TYPES[row.file_type as CpdFileType],
  }
}

export function sendDueCpdReminders(deps: AppDeps): Promise<number> {
  return sendCpdReminders(deps, async (userId) => {
    const { cycle } = await getRecord(deps, userId, 'current')
    return {
      required: cycle?.required_hours ?? null,
      earned: cycle?.earned_hours ?? 0,
      remaining: cycle?.remaining_hours ?? null,
    }
  })
}

export async function cpdExportOf(deps: AppDeps, userId: number): Promise<CpdExport> {
  const [licenceRow, activities, transcripts] = await Promise.all([
    repository.findLicence(deps.db, userId),
    allActivities(deps, userId),
    repository.transcriptsOf(deps.db, userId),
  ])
  return {
    licence: licenceRow ? toLicence(licenceRow) : null,
    activities: activities
      .filter((a): a is CpdExternalActivity => a.source === 'external')
      .map((a) => ({ ...a, file_url: a.file ? `/api/members/me/cpd/activities/${a.id}/file` : null })),
    transcripts: transcripts.map((row) => toTranscript(deps, row)),
  }
}

/** Removes the stored bytes of the member's CPD files and transcripts (the account's purge; the rows go with the account). */
export async function forgetCpdFiles(deps: AppDeps, userId: number): Promise<void> {
  for (const key of await repository.storedKeysOf(deps.db, userId)) await deps.storage.delete(key)
}

import { randomUUID } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import sharp from 'sharp'
import type { AppDeps } from '../../app-env'
import { personNameOf } from '@contract/script-language'
import { genderOf } from '../../lib/auth/user-fields'
import { HttpError, notFound } from '../../lib/errors'
import { storageKeyOfPath, type StoredFile } from '../../lib/storage/storage'
import { renderCertificatePdf } from './certificate-pdf'
import * as repository from './repository'

/**
 * Certificate PDFs are made once and stored; big batches are generated in the background by every instance.
 * A revoked certificate answers 410 from the database before any file is looked at, so a file written late is
 * never served; equal facts give equal bytes, so two instances writing one file agree.
 */

export const BACKGROUND_BATCH = 50
const LEASE_MS = 5 * 60 * 1000
/** Small, so two instances share a batch. */
const CLAIM_SIZE = 10
/** After this many claims a job is left; its PDF is still made on its first download. */
const MAX_ATTEMPTS = 5

export const certificatePdfKey = (code: string) => `certificates/${code}.pdf`

export const certificateNotFound = () => notFound('No certificate has this code', 'certificateNotFound')

/** The accreditation body's logo (an upload, any image type) as a PNG; none when it cannot be read. */
async function accreditationLogo(deps: AppDeps, logoUrl: string | null): Promise<Buffer | null> {
  const key = logoUrl ? storageKeyOfPath(logoUrl) : undefined
  if (!key) return null
  try {
    const bytes = await deps.storage.get(key)
    return bytes
      ? await sharp(bytes)
          .resize(240, 200, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .png()
          .toBuffer()
      : null
  } catch (error) {
    // A logo that cannot be read must not hold back the certificate: it is printed without it.
    console.error(`[certificates] accreditation logo ${key}:`, error instanceof Error ? error.message : error)
    return null
  }
}

export async function buildCertificatePdf(deps: AppDeps, row: repository.PdfFactsRow): Promise<Buffer> {
  return renderCertificatePdf({
    code: row.code,
    full_name: row.full_name,
    full_name_ar: row.full_name_ar ?? '',
    full_name_en: row.full_name_en ?? '',
    gender: genderOf(row.gender),
    event: { title_ar: row.title_ar, title_en: row.title_en, starts_at: row.starts_at, ends_at: row.ends_at },
    credits: row.credit_quarters / 4,
    issued_at: row.issued_at,
    accreditation:
      row.body || row.number
        ? {
            body: row.body ?? '',
            number: row.number ?? '',
            accredited_on: row.accredited_on,
            logo_png: await accreditationLogo(deps, row.logo_url),
          }
        : null,
    verify_url: `${deps.config.publicUrl}/certificates/${row.code}`,
  })
}

/** First downloads of one certificate on this instance share one generation. */
const making = new Map<string, Promise<void>>()

async function makeAndStore(deps: AppDeps, row: repository.PdfFactsRow): Promise<void> {
  const key = certificatePdfKey(row.code)
  let made = making.get(key)
  if (!made) {
    made = (async () => {
      await deps.storage.put(key, await buildCertificatePdf(deps, row))
      await repository.dropPdfJobs(deps.db, [row.code])
    })().finally(() => making.delete(key))
    making.set(key, made)
  }
  await made
}

/** The stored PDF of a live certificate, made and stored first when it is not there yet. */
export async function certificatePdfFile(
  deps: AppDeps,
  code: string,
): Promise<{ key: string; file: StoredFile }> {
  let row = await repository.findPdfFacts(deps.db, code)
  if (!row) throw certificateNotFound()
  if (row.revoked_at !== null) throw new HttpError(410, 'This certificate was revoked', 'certificateRevoked')
  const key = certificatePdfKey(code)
  if (row.full_name_ar === null && row.full_name_en === null) row = await withNamesFromProfile(deps, row)
  const stored = await deps.storage.stream(key)
  if (stored) return { key, file: stored }
  await makeAndStore(deps, row)
  const file = await deps.storage.stream(key)
  if (!file) throw new Error(`certificate PDF ${key} missing right after it was stored`)
  return { key, file }
}

/**
 * A certificate issued before names were kept in both languages: its names and gender are
 * taken once from the member's account (kept in step with the profile), its stored PDF
 * removed so the next one is made with them; the code and everything else stay. Another
 * instance doing the same at once is harmless (the fill happens once, the PDF is the same).
 */
async function withNamesFromProfile(
  deps: AppDeps,
  row: repository.PdfFactsRow,
): Promise<repository.PdfFactsRow> {
  const person = (await repository.peopleOf(deps.db, [row.user_id])).get(row.user_id)
  const name = personNameOf(person ?? { full_name: row.full_name })
  const names = {
    full_name_ar: name.full_name_ar,
    full_name_en: name.full_name_en,
    gender: genderOf(person?.gender ?? null),
  }
  if (await repository.fillNames(deps.db, row.code, names)) await forgetPdfs(deps, [row.code])
  return { ...row, ...names }
}

/** Removes stored PDFs (revoked, or their facts changed); a missing file is no error. */
export async function forgetPdfs(deps: AppDeps, codes: readonly string[]): Promise<void> {
  for (const code of codes) await deps.storage.delete(certificatePdfKey(code))
}

export function queuePdfs(deps: AppDeps, codes: readonly string[]): Promise<void> {
  return repository.queuePdfJobs(deps.db, codes, deps.now().toISOString())
}

/**
 * Generates queued PDFs until the queue has nothing this worker may claim (or `max` are
 * done): claims a few at a time under a lease, stores each PDF, drops its job. A failed PDF
 * frees its job with the reason; it is retried by a later claim up to MAX_ATTEMPTS times.
 * Answers how many PDFs were stored.
 */
export async function generateQueuedPdfs(deps: AppDeps, options: { max?: number } = {}): Promise<number> {
  const token = randomUUID()
  let stored = 0
  for (;;) {
    const now = deps.now()
    const codes = await repository.claimPdfJobs(deps.db, deps.dialect, {
      token,
      now: now.toISOString(),
      until: new Date(now.getTime() + LEASE_MS).toISOString(),
      limit: CLAIM_SIZE,
      maxAttempts: MAX_ATTEMPTS,
    })
    if (!codes.length) return stored
    for (const code of codes) {
      try {
        const row = await repository.findPdfFacts(deps.db, code)
        if (row && row.revoked_at === null) {
          await deps.storage.put(certificatePdfKey(code), await buildCertificatePdf(deps, row))
          stored += 1
          // Revoked while it was being made: the file must not outlive the revocation.
          if ((await repository.findPdfFacts(deps.db, code))?.revoked_at) await forgetPdfs(deps, [code])
        }
        await repository.dropPdfJobs(deps.db, [code])
      } catch (error) {
        await repository.releasePdfJob(
          deps.db,
          code,
          token,
          error instanceof Error ? error.message : String(error),
        )
      }
      // Each PDF is a burst of CPU: requests waiting on this instance go first.
      await nextTurn()
    }
    if (options.max !== undefined && stored >= options.max) return stored
  }
}

/** Jobs still waiting (those not given up on). */
export function pendingPdfs(deps: AppDeps): Promise<number> {
  return repository.pendingPdfJobs(deps.db, MAX_ATTEMPTS)
}

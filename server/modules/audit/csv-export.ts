import { auditVerbOf, type AuditEntry } from '@contract/audit'
import { CSV_BOM, csvLine } from '@contract/csv'
import type { AppDeps } from '../../app-env'
import { auditEntriesFor } from './service'
import type { AuditQuery } from '@contract/audit'

type Lang = 'ar' | 'en'

const HEADERS: Record<Lang, readonly string[]> = {
  ar: [
    'الوقت (بتوقيت السعودية)',
    'الشخص',
    'البريد الإلكتروني',
    'الإجراء',
    'النوع',
    'الرقم',
    'العنصر',
    'التغييرات',
  ],
  en: ['Time (Saudi time)', 'Person', 'Email', 'Action', 'Kind', 'ID', 'Item', 'Changes'],
}

/** A stored UTC stamp as the society's clock reads it (UTC+3 all year), "YYYY-MM-DD HH:MM" so spreadsheets sort it. */
const saudiTime = (iso: string) =>
  new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')

const shown = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

function row(entry: AuditEntry, lang: Lang): string {
  const [own, other] =
    lang === 'ar' ? [entry.subject_ar, entry.subject_en] : [entry.subject_en, entry.subject_ar]
  const changes = entry.changes.map((c) => `${c.field}: ${shown(c.before)} → ${shown(c.after)}`).join('\n')
  return csvLine([
    saudiTime(entry.created_at),
    entry.actor_name ?? '',
    entry.actor_email ?? '',
    auditVerbOf(entry.action),
    entry.entity,
    entry.entity_id ?? '',
    own || other || entry.subject,
    changes,
  ])
}

/**
 * The filtered audit log as CSV, streamed batch by batch: a byte-order mark (Excel reads
 * the file as UTF-8, Arabic included), the header row in the chosen language, then one line
 * per entry, newest first.
 */
export function auditCsv(
  deps: AppDeps,
  query: Pick<AuditQuery, 'entity' | 'actor' | 'action' | 'from' | 'to'>,
  lang: Lang,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const batches = auditEntriesFor(deps, query)
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(HEADERS[lang])))
        return
      }
      const next = await batches.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value.map((entry) => row(entry, lang)).join('')))
    },
    async cancel() {
      await batches.return(undefined)
    },
  })
}

/** Shared with the server, so a hand-made request cannot store what the form would never send. */

export interface LanguageEntry {
  code: string
  label: string
}
export interface Qualification {
  title: string
  institution: string
  year: number | null
}
export interface Publication {
  title: string
  venue: string
  year: number | null
  doi: string
  url: string
}
export interface AssociationRole {
  role: string
  committee: string
  start_date: string
  end_date: string
}
export interface TeachingRole {
  role: string
  institution: string
  year: number | null
}

const dedupeKey = (value: string) => value.trim().toLocaleLowerCase('en')

/** Blanks and later duplicates (ignoring case) dropped; the first spelling wins. */
export function cleanList(entries: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of entries) {
    const value = raw.trim()
    if (!value) continue
    const key = dedupeKey(value)
    if (seen.has(key)) continue
    seen.add(key)
    out.push(value)
  }
  return out
}

export function addToList(list: readonly string[], entry: string): string[] {
  return cleanList([...list, entry])
}

export function cleanLanguages(entries: readonly LanguageEntry[]): LanguageEntry[] {
  const seen = new Set<string>()
  const out: LanguageEntry[] = []
  for (const entry of entries) {
    const code = entry.code.trim()
    const label = entry.label.trim()
    if (!code || !label) continue
    const key = dedupeKey(code)
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ code, label })
  }
  return out
}

export function parseCommaList(text: string): string[] {
  return cleanList(text.split(/[,،]/))
}

export function parseLanguages(text: string): LanguageEntry[] {
  const entries = text.split(/[,،]/).map((part) => {
    const at = part.indexOf(':')
    return at < 0 ? { code: '', label: part } : { code: part.slice(0, at), label: part.slice(at + 1) }
  })
  return cleanLanguages(entries)
}
export function formatLanguages(list: readonly LanguageEntry[]): string {
  return list.map((entry) => `${entry.code}:${entry.label}`).join(', ')
}

/** Whole-number years: "2015" → 2015; "", "abc" → null. "2015.7" reads as 2015 (parseInt). */
export function parseYear(text: string | undefined): number | null {
  const value = Number.parseInt((text ?? '').trim(), 10)
  return Number.isFinite(value) ? value : null
}

function lines(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter((parts) => parts.some((part) => part !== ''))
}

export function cleanQualifications(rows: readonly Qualification[]): Qualification[] {
  return rows
    .map((row) => ({ title: row.title.trim(), institution: row.institution.trim(), year: row.year }))
    .filter((row) => row.title || row.institution)
}
export function parseQualifications(text: string): Qualification[] {
  return cleanQualifications(
    lines(text).map(([title = '', institution = '', year]) => ({
      title,
      institution,
      year: parseYear(year),
    })),
  )
}
export function formatQualifications(rows: readonly Qualification[]): string {
  return rows.map((row) => [row.title, row.institution, row.year ?? ''].join('|')).join('\n')
}

export function cleanPublications(rows: readonly Publication[]): Publication[] {
  return rows
    .map((row) => ({
      title: row.title.trim(),
      venue: row.venue.trim(),
      year: row.year,
      doi: row.doi.trim(),
      url: row.url.trim(),
    }))
    .filter((row) => row.title || row.venue || row.doi || row.url)
}
export function parsePublications(text: string): Publication[] {
  return cleanPublications(
    lines(text).map(([title = '', venue = '', year, doi = '', url = '']) => ({
      title,
      venue,
      year: parseYear(year),
      doi,
      url,
    })),
  )
}
export function formatPublications(rows: readonly Publication[]): string {
  return rows.map((row) => [row.title, row.venue, row.year ?? '', row.doi, row.url].join('|')).join('\n')
}

export function cleanAssociationRoles(rows: readonly AssociationRole[]): AssociationRole[] {
  return rows
    .map((row) => ({
      role: row.role.trim(),
      committee: row.committee.trim(),
      start_date: row.start_date.trim(),
      end_date: row.end_date.trim(),
    }))
    .filter((row) => row.role || row.committee)
}
export function parseAssociationRoles(text: string): AssociationRole[] {
  return cleanAssociationRoles(
    lines(text).map(([role = '', committee = '', start_date = '', end_date = '']) => ({
      role,
      committee,
      start_date,
      end_date,
    })),
  )
}
export function formatAssociationRoles(rows: readonly AssociationRole[]): string {
  return rows.map((row) => [row.role, row.committee, row.start_date, row.end_date].join('|')).join('\n')
}

/** Teaching roles have no line format of their own; they follow the others: role|institution|year. */
export function cleanTeachingRoles(rows: readonly TeachingRole[]): TeachingRole[] {
  return rows
    .map((row) => ({ role: row.role.trim(), institution: row.institution.trim(), year: row.year }))
    .filter((row) => row.role || row.institution)
}
export function parseTeachingRoles(text: string): TeachingRole[] {
  return cleanTeachingRoles(
    lines(text).map(([role = '', institution = '', year]) => ({ role, institution, year: parseYear(year) })),
  )
}
export function formatTeachingRoles(rows: readonly TeachingRole[]): string {
  return rows.map((row) => [row.role, row.institution, row.year ?? ''].join('|')).join('\n')
}

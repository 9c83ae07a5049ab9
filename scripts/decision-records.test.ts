import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * A decision record is short and says where it stands: a `Date:` and a `Status:` line under
 * its title (accepted, or superseded by a later record or by docs/performance.md), the
 * sections Context, Decision and Consequences in that order, and at most 60 lines. A change of
 * mind is a new record, and the old one names it in its status.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const folder = `${root}docs/decisions/`
const MAX_LINES = 60
const SECTIONS = ['## Context', '## Decision', '## Consequences']

/** What is wrong with one record, given the numbers of the records that exist. */
function recordProblems(name: string, text: string, existing: ReadonlySet<string>): string[] {
  const problems: string[] = []
  const lines = text.trimEnd().split('\n')
  if (!/^\d{3}-[a-z0-9-]+\.md$/.test(name)) problems.push('name is not NNN-words.md')
  if (!lines[0]?.startsWith(`# ${name.slice(0, 3)} `)) problems.push('first line is not "# NNN title"')
  if (lines.length > MAX_LINES) problems.push(`${lines.length} lines (at most ${MAX_LINES})`)
  const date = lines.find((line) => line.startsWith('Date:'))
  if (!date || !/^Date: \d{4}-\d{2}-\d{2}$/.test(date)) problems.push('no "Date: YYYY-MM-DD" line')
  const statusAt = lines.findIndex((line) => line.startsWith('Status:'))
  if (statusAt < 0 || !/^Status: (accepted|superseded by )/.test(lines[statusAt] ?? ''))
    problems.push('no "Status: accepted" or "Status: superseded by …" line')
  // The status may run over its next lines until the blank line that ends it.
  const status =
    statusAt < 0
      ? ''
      : lines
          .slice(statusAt, lines.indexOf('', statusAt) < 0 ? undefined : lines.indexOf('', statusAt))
          .join(' ')
  for (const [, target] of status.matchAll(
    /superseded by ((?:\d{3}|performance\.md)(?:(?:,| and) (?:\d{3}|performance\.md))*)/g,
  )) {
    for (const reference of (target ?? '').split(/,| and /).map((part) => part.trim())) {
      if (reference !== 'performance.md' && !existing.has(reference))
        problems.push(`superseded by ${reference}, which does not exist`)
    }
  }
  const headings = lines.filter((line) => line.startsWith('## '))
  if (headings.join('|') !== SECTIONS.join('|'))
    problems.push(`sections ${headings.join(', ') || 'none'} (expected ${SECTIONS.join(', ')})`)
  return problems
}

describe('decision records', () => {
  const names = readdirSync(folder).filter((name) => name.endsWith('.md'))
  const existing = new Set(names.map((name) => name.slice(0, 3)))

  it('each has a date, a status, the three sections and at most 60 lines', () => {
    const problems = names.flatMap((name) =>
      recordProblems(name, readFileSync(`${folder}${name}`, 'utf8'), existing).map(
        (problem) => `${name}: ${problem}`,
      ),
    )
    expect(problems).toEqual([])
  })

  it('no two records share a number', () => {
    const numbers = names.map((name) => name.slice(0, 3))
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([])
  })

  it('the living performance guide exists', () => {
    expect(existsSync(`${root}docs/performance.md`)).toBe(true)
  })

  const good = [
    '# 400 — A choice',
    '',
    'Date: 2026-12-02',
    'Status: superseded by 401 and performance.md',
    '',
    '## Context',
    'Why.',
    '',
    '## Decision',
    'What.',
    '',
    '## Consequences',
    'Then.',
  ].join('\n')

  it('accepts a well-formed record', () => {
    expect(recordProblems('400-a-choice.md', good, new Set(['400', '401']))).toEqual([])
  })

  it('refuses a record without a date or status, too long, with other sections or superseded by nothing', () => {
    const bare = good.replace('Date: 2026-12-02\n', '').replace(/Status: .*\n/, '')
    expect(recordProblems('400-a-choice.md', bare, new Set(['400']))).toEqual([
      'no "Date: YYYY-MM-DD" line',
      'no "Status: accepted" or "Status: superseded by …" line',
    ])
    const long = `${good}\n${'More.\n'.repeat(60)}`
    expect(recordProblems('400-a-choice.md', long, new Set(['400', '401']))).toEqual([
      '73 lines (at most 60)',
    ])
    expect(
      recordProblems(
        '400-a-choice.md',
        good.replace('## Consequences', '## Measured'),
        new Set(['400', '401']),
      ),
    ).toEqual([
      'sections ## Context, ## Decision, ## Measured (expected ## Context, ## Decision, ## Consequences)',
    ])
    expect(recordProblems('400-a-choice.md', good, new Set(['400']))).toEqual([
      'superseded by 401, which does not exist',
    ])
  })
})

import type { Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { openIn, signInThroughApi } from '../support/e2e'
import { demoStaff } from '../support/e2e-accounts'

/**
 * Arabic that reads as Arabic: on the public pages, with the seeded demo content, in Arabic
 * on a 360 px phone, Latin letters make at most 3% of the letters a reader sees outside text
 * marked as another language (`lang="en"` on a fallback, a name, a hospital) or as a technical
 * value written left to right (`dir="ltr"`: e-mail addresses, links, codes); in English on a
 * desktop, Arabic letters likewise. Each page's share and the words that count are printed, so
 * a leak is found by reading the report. Rerun: `node scripts/e2e.mjs tests/e2e/latin-share.spec.ts`.
 */
const MAX_FOREIGN_SHARE = 0.03
const PHONE = { width: 360, height: 800 }

interface Share {
  /** Letters of the other language's script, outside marked text. */
  foreign: number
  /** Letters of the reader's script, outside marked text. */
  own: number
  /** The other script's words that count (outside marked text), most frequent first. */
  words: [string, number][]
  /** The other script's letters inside text marked as another language or left to right (not counted). */
  marked: number
}

/** The letters of the page's visible text in both scripts, for a reader of `reader`, outside and inside marked text. */
function measure(page: Page, reader: 'ar' | 'en'): Promise<Share> {
  return page.evaluate((reader) => {
    const OWN = reader === 'ar' ? /\p{Script=Arabic}/gu : /\p{Script=Latin}/gu
    const FOREIGN = reader === 'ar' ? /\p{Script=Latin}/gu : /\p{Script=Arabic}/gu
    const WORD =
      reader === 'ar'
        ? /\p{Script=Latin}[\p{Script=Latin}\d.'-]*/gu
        : /\p{Script=Arabic}[\p{Script=Arabic}]*/gu
    const share = { foreign: 0, own: 0, marked: 0, words: new Map<string, number>() }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element || element.closest('script, style, noscript, template')) continue
      if (!element.checkVisibility()) continue
      const text = node.textContent ?? ''
      const foreign = text.match(FOREIGN)?.length ?? 0
      const language = element.closest('[lang]')?.getAttribute('lang') ?? reader
      // Left-to-right values (addresses, links, codes) inside an Arabic page are technical; an English page is all left to right.
      const technical = reader === 'ar' && element.closest('[dir="ltr"], code') !== null
      if (!language.startsWith(reader) || technical) {
        share.marked += foreign
        continue
      }
      share.foreign += foreign
      share.own += text.match(OWN)?.length ?? 0
      for (const word of text.match(WORD) ?? []) share.words.set(word, (share.words.get(word) ?? 0) + 1)
    }
    return {
      foreign: share.foreign,
      own: share.own,
      marked: share.marked,
      words: [...share.words.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15),
    }
  }, reader)
}

/** The first id of a public list, read from the API (the demo seed fills every list). */
async function firstId(
  page: Page,
  list: 'events' | 'jobs' | 'posts' | 'resources' | 'members',
): Promise<number> {
  // The directory pages by its own sizes; the content lists take a limit.
  const response = await page.request.get(
    list === 'members' ? '/api/members/directory' : `/api/${list}?limit=1`,
  )
  expect(response.status()).toBe(200)
  // The list answer (contract EventListResponse, DirectoryResponse…): only the first id is read.
  const body = (await response.json()) as { items: { id: number }[] }
  const id = body.items[0]?.id
  expect(id, `a seeded ${list} item`).toBeDefined()
  return id ?? 0
}

/**
 * Every page's share of the other script's letters, as a report; the pages over the limit. The
 * public lists and an item of each, a member's profile, then, signed in as the demo member
 * (registered for the congress), the tickets page.
 */
async function measurePages(page: Page, reader: 'ar' | 'en'): Promise<{ report: string; over: string[] }> {
  const pages = ['/', '/events', '/news', '/jobs', '/resources', '/members']
  pages.push(
    `/events/${await firstId(page, 'events')}`,
    `/jobs/${await firstId(page, 'jobs')}`,
    `/news/${await firstId(page, 'posts')}`,
    `/resources/${await firstId(page, 'resources')}`,
    `/members/${await firstId(page, 'members')}`,
    '/tickets',
  )
  const lines: string[] = []
  const over: string[] = []
  const script = reader === 'ar' ? 'Latin' : 'Arabic'
  for (const path of pages) {
    if (path === '/tickets') await signInThroughApi(page, demoStaff('member@demo.portal'), reader)
    await openIn(page, reader, path)
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // Lists fill in after their first answer: measure once nothing more is on its way.
    await page.waitForLoadState('networkidle').catch(() => undefined)
    const share = await measure(page, reader)
    const letters = share.foreign + share.own
    const ratio = share.foreign / Math.max(1, letters)
    const words = share.words.map(([word, count]) => `${word}×${count}`).join(' ')
    lines.push(
      `${reader} ${path}: ${(ratio * 100).toFixed(1)}% ${script} (${share.foreign} of ${letters} letters; ${share.marked} more in marked text) ${words}`,
    )
    if (ratio > MAX_FOREIGN_SHARE) over.push(path)
  }
  const report = lines.join('\n')
  console.log(report)
  await test.info().attach(`${reader}-share.txt`, { body: report, contentType: 'text/plain' })
  return { report, over }
}

test.describe('Arabic on a 360 px phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })
  test('the pages are at most 3% Latin letters outside text marked as another language', async ({ page }) => {
    const { report, over } = await measurePages(page, 'ar')
    expect(over, report).toEqual([])
  })
})

test('in English on a desktop, the pages are at most 3% Arabic letters outside text marked as Arabic', async ({
  page,
}) => {
  const { report, over } = await measurePages(page, 'en')
  expect(over, report).toEqual([])
})

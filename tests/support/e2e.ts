import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { QUERY_CACHE_DATABASE } from '../../src/lib/offline/db-name'
import type { Account } from './e2e-accounts'

/** The app's script files (the entry and every chunk): a spec that aborts them sees what the server's page paints alone. */
export const APP_SCRIPTS = /\/assets\/[^/]+\.js$/

/** The console errors of the page's Content Security Policy refusals from now on (the list fills as they come). */
export function cspRefusals(page: Page): string[] {
  const refused: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      refused.push(message.text())
  })
  return refused
}

/**
 * Stores the reader's choice of language as the language toggle does (localStorage `lang` and
 * the `lang` cookie the server renders by), from a page of the origin that runs none of the app's code.
 */
export async function storeLanguage(page: Page, lang: 'ar' | 'en'): Promise<void> {
  await page.goto('/api/health/live')
  await page.evaluate((l) => localStorage.setItem('lang', l), lang)
  await storeLanguageCookie(page, lang)
}

/** The `lang` cookie the server renders by, for the whole site of the page's origin. */
async function storeLanguageCookie(page: Page, lang: 'ar' | 'en'): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: new URL('/', page.url()).href }])
}

/** Opens a page in the given language, as a visitor who chose it before. */
export async function openIn(page: Page, lang: 'ar' | 'en', path = '/'): Promise<void> {
  await storeLanguage(page, lang)
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

/** The fields of the login answer (POST /api/auth/login) that the specs read. */
export interface E2eSession {
  access_token: string
  refresh_token: string
  must_complete_profile: boolean
}

/** Logs in through the API (at `base`, or the spec's own server) and hands back the session; a refusal fails here. */
export async function loginThroughApi(
  request: APIRequestContext,
  account: Account,
  base = '',
): Promise<E2eSession> {
  const response = await request.post(`${base}/api/auth/login`, { data: account })
  expect(response.status(), `login of ${account.email} at ${base || "the spec's server"}`).toBe(200)
  // The login answer, its status checked above; the specs' assertions read its fields.
  return (await response.json()) as E2eSession
}

/**
 * Keeps a session the way the app does (localStorage access_token, refresh_token,
 * must_complete_profile) and, when given, the reader's language; the page is left at `from`
 * (`/` by default; `/api/health/live` runs none of the app's code), so the next navigation
 * opens the app signed in.
 */
export async function storeSession(
  page: Page,
  session: E2eSession,
  lang?: 'ar' | 'en',
  from = '/',
): Promise<void> {
  await page.goto(from)
  await page.evaluate(
    ({ s, l }) => {
      localStorage.setItem('access_token', s.access_token)
      localStorage.setItem('refresh_token', s.refresh_token)
      localStorage.setItem('must_complete_profile', s.must_complete_profile ? '1' : '0')
      if (l) localStorage.setItem('lang', l)
    },
    { s: session, l: lang },
  )
  if (lang) await storeLanguageCookie(page, lang)
}

/** Signs in through the API and keeps the session in the page's storage (see storeSession). */
export async function signInThroughApi(
  page: Page,
  account: Account,
  lang?: 'ar' | 'en',
): Promise<E2eSession> {
  const session = await loginThroughApi(page.request, account)
  await storeSession(page, session, lang)
  return session
}

/**
 * axe-core over the whole page (WCAG 2.1 AA); returns the violations for a readable failure.
 * The experimental label-in-name rule is switched on too: a control whose aria-label does
 * not contain its visible text cannot be operated by voice ("click English").
 */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }))
}

/**
 * Waits until the service worker controls the page and has cached every file of the build
 * (the install takes the shell; the worker caches the rest once active and answers
 * `CACHE_BUILD` when it has: sw/sw.ts), so any screen then opens offline.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  // A synchronous predicate: waitForFunction takes a returned promise as a truthy answer.
  await page
    .waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 })
    .catch(async () => {
      // A page opened before the worker's first activation is taken over by clients.claim(); one that was not is taken on a reload.
      await page.reload()
      await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 })
    })
  // Asked again when unanswered: a worker the browser stopped mid-way answers a new message once it restarts.
  // Everything past the shell is fetched after activation: on a busy 2-core host that takes a while.
  let answer: unknown = 'no answer within 3 × 30 s'
  for (let attempt = 0; attempt < 3 && answer !== null && typeof answer !== 'object'; attempt += 1)
    answer = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = (event) => resolve(event.data)
          navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_BUILD' }, [channel.port2])
          setTimeout(() => resolve('no answer within 3 × 30 s'), 30_000)
        }),
    )
  expect(answer, "the service worker's answer to CACHE_BUILD: every file of the build cached").toEqual({
    failed: 0,
  })
}

/** Sums each page's layout shifts as CLS counts them (not those right after input), from its first paint; read them with layoutShiftTotal. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 }
    Object.assign(window, { __layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if ('hadRecentInput' in entry && entry.hadRecentInput === true) continue
        if ('value' in entry && typeof entry.value === 'number') shifts.total += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** What recordLayoutShifts has summed on the page shown now. */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => {
    const shifts = '__layoutShifts' in window ? window.__layoutShifts : undefined
    if (
      typeof shifts !== 'object' ||
      shifts === null ||
      !('total' in shifts) ||
      typeof shifts.total !== 'number'
    )
      throw new Error('recordLayoutShifts was not called before this page opened')
    return shifts.total
  })
}

/**
 * The persisted query cache as the app stored it (its own database QUERY_CACHE_DATABASE, one
 * `kv` store of strings: src/lib/offline/query-cache-db.ts). Never opens a database the app has not
 * created (an open would create it).
 */
export async function persistedCache(page: Page): Promise<string> {
  return page.evaluate(async (database) => {
    if (!(await indexedDB.databases()).some((d) => d.name === database)) return ''
    return new Promise<string>((resolve, reject) => {
      const open = indexedDB.open(database)
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('kv')) {
          db.close()
          resolve('')
          return
        }
        const request = db.transaction('kv').objectStore('kv').get('query-cache')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          db.close()
          const value: unknown = request.result
          resolve(typeof value === 'string' ? value : '')
        }
      }
    })
  }, QUERY_CACHE_DATABASE)
}

/**
 * Waits until the app has saved the query cache holding `text` (what the test will read
 * offline). A first visit saves its first answers within about a second of their arrival
 * (docs/decisions/145), then at most once a second.
 */
export async function waitForPersistedCache(page: Page, text: string): Promise<void> {
  await expect.poll(() => persistedCache(page), { timeout: 20_000, intervals: [250] }).toContain(text)
}

/**
 * On the pending-registrations screen (already filtered to the one applicant), approves the
 * registration: the confirmation names the applicant, and the screen confirms the activation
 * e-mail went out.
 */
export async function approveRegistration(admin: Page, email: string, name: string): Promise<void> {
  await admin.getByRole('button', { name: `Approve ${email}` }).click()
  const approval = admin.getByRole('dialog', { name: 'Approve registration' })
  await expect(approval).toContainText(name)
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText('User approved. Activation email sent.')).toBeVisible()
}

/** Everything the page reports as an error from now on (React reports a hydration mismatch as one). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

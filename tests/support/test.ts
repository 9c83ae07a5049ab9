import { test as base, type Page, type Response } from '@playwright/test'

export { expect } from '@playwright/test'

/** How long a navigation waits for the app to take over the page the server rendered (a page whose scripts a spec blocks never does). */
const APP_READY_MS = 15_000

/** A page of the app (not an API answer or a file): its document says when it runs (`<html data-app-ready>`, src/routes/__root.tsx). */
function isAppPage(response: Response | null): boolean {
  if (!response) return true
  return (
    (response.headers()['content-type'] ?? '').includes('text/html') &&
    !new URL(response.url()).pathname.startsWith('/api/')
  )
}

/**
 * Whether React owns the page's form controls. The route's content hydrates after the root, when
 * the main thread is idle; a person's tap or key hydrates it at once, but a spec's `selectOption`
 * or `fill` sets the value first, and hydration would then put the server's value back.
 */
function contentHydrated(): boolean {
  return [...document.querySelectorAll('main input, main select, main textarea')].every((control) =>
    Object.keys(control).some((key) => key.startsWith('__reactProps')),
  )
}

/**
 * Navigations that return once the app has hydrated the server's page (or rendered the shell),
 * as a reader's first tap lands on a page that answers: a spec that typed into the server's
 * HTML before the app ran would type into a page that has not started yet.
 */
function waitForTheApp(page: Page): void {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const ready = async (response: Response | null) => {
    if (isAppPage(response))
      await page
        .locator('html[data-app-ready]')
        .waitFor({ state: 'attached', timeout: APP_READY_MS })
        .then(() => page.waitForFunction(contentHydrated, undefined, { timeout: APP_READY_MS }))
        .catch(() => undefined)
    return response
  }
  page.goto = async (url, options) => ready(await goto(url, options))
  page.reload = async (options) => ready(await reload(options))
}

/** Playwright's test, with every page of the context waiting for the app on goto and reload. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.pages().forEach(waitForTheApp)
    context.on('page', waitForTheApp)
    await use(context)
  },
})

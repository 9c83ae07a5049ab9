import { expect, test } from '@playwright/test'
import { openIn, waitForServiceWorker } from '../support/e2e'

/** Issue 7: what was read online stays readable with no network, from IndexedDB and the SW. */
test.describe('offline reading', () => {
  test('the member directory opens offline after one online visit', async ({ page, context }) => {
    await openIn(page, 'en', '/members')
    await waitForServiceWorker(page)
    const firstCard = page.getByRole('main').getByRole('link').filter({ hasText: /Dr\./ }).first()
    await expect(firstCard).toBeVisible()
    const name = (await firstCard.textContent())!.trim()
    // The persister writes at most once a second.
    await page.waitForTimeout(1500)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link').filter({ hasText: name }).first()).toBeVisible()
    await context.setOffline(false)
  })

  test('the service worker saves every screen: one never opened online opens offline', async ({ page, context }) => {
    await openIn(page, 'en', '/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible()
    await context.setOffline(false)
  })

  test('the offline banner comes and goes with the connection', async ({ page, context }) => {
    await openIn(page, 'ar', '/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await expect(page.getByRole('status').filter({ hasText: 'أنت غير متصل بالإنترنت' })).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: 'أنت غير متصل بالإنترنت' })).toHaveCount(0)
  })
})

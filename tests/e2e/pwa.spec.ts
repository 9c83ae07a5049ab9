import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { waitForServiceWorker } from '../support/e2e'

test.describe('installable, offline shell', () => {
  test('Chromium finds no installability errors', async ({ baseURL }) => {
    // An incognito context is never installable: use a persistent profile.
    const profile = mkdtempSync(join(tmpdir(), 'portal-install-'))
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: chromiumArgs, baseURL, serviceWorkers: 'allow' })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/')
      await waitForServiceWorker(page)
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  test('the manifest names the app in Arabic, right to left, with icons and shortcuts', async ({ request }) => {
    const res = await request.get('/manifest.webmanifest')
    expect(res.ok()).toBe(true)
    const manifest = (await res.json()) as { lang: string; dir: string; name: string; icons: { purpose?: string; sizes: string }[]; shortcuts: { url: string }[] }
    expect(manifest.lang).toBe('ar')
    expect(manifest.dir).toBe('rtl')
    expect(manifest.name).toContain('الجمعية السعودية لجراحة العظام')
    expect(manifest.name).toContain('Saudi Orthopedic Society')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/events', '/members'])
  })

  test('tells the visitor once that the portal works offline', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('status').filter({ hasText: 'البوابة متاحة الآن دون اتصال بالإنترنت.' })).toBeVisible({ timeout: 20_000 })
  })

  test('the shell reloads and navigates with the network off', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'الجمعية السعودية لجراحة العظام' })).toBeVisible()
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'عن الجمعية السعودية لجراحة العظام' })).toBeVisible()
    // Both catalogs are precached: switching language works offline too.
    await page.getByRole('button', { name: /^English/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'About the Saudi Orthopedic Society' })).toBeVisible()
    await context.setOffline(false)
  })

  test('the API is never answered from the service worker', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    const status = await page.evaluate(async () => {
      try {
        const res = await fetch('/api/health')
        return res.status
      } catch {
        return 'network-error'
      }
    })
    expect(status).toBe('network-error')
    await context.setOffline(false)
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { expect, test } from '../support/test'
import { chromiumArgs, chromiumPath } from '../support/chromium'
import { waitForServiceWorker } from '../support/e2e'

test.describe('installable, offline shell', () => {
  test('Chromium finds no installability errors', async ({ baseURL }) => {
    // An incognito context is never installable: use a persistent profile.
    const profile = mkdtempSync(join(tmpdir(), 'portal-install-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: chromiumArgs,
      baseURL,
      serviceWorkers: 'allow',
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/')
      await waitForServiceWorker(page)
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[]
      } // the CDP method's documented answer
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  const MANIFESTS = {
    ar: { href: '/manifest-ar.webmanifest', dir: 'rtl', name: 'الجمعية السعودية لجراحة العظام' },
    en: { href: '/manifest-en.webmanifest', dir: 'ltr', name: 'Saudi Orthopedic Society' },
  } as const
  interface Manifest {
    id: string
    lang: string
    dir: string
    name: string
    short_name: string
    description: string
    start_url: string
    scope: string
    theme_color: string
    background_color: string
    icons: { src: string; purpose?: string; sizes: string }[]
    shortcuts: { name: string; url: string; icons?: { src: string; sizes: string }[] }[]
    screenshots: { src: string; sizes: string; form_factor: string; label: string }[]
  }
  /** The width and height written in a PNG's header. */
  const pngSize = (body: Buffer) => `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`

  for (const lang of ['ar', 'en'] as const) {
    test(`the ${lang} manifest names the app in its language, with icons, shortcuts and screenshots that exist at their sizes`, async ({
      request,
    }) => {
      const res = await request.get(MANIFESTS[lang].href)
      expect(res.ok()).toBe(true)
      expect(res.headers()['content-type']).toContain('application/manifest+json')
      const manifest = (await res.json()) as Manifest // the served manifest; a different shape fails the assertions that follow
      expect(manifest).toMatchObject({
        id: '/',
        lang,
        dir: MANIFESTS[lang].dir,
        start_url: '/',
        scope: '/',
        theme_color: '#0b4f6c',
        background_color: '#ffffff',
      })
      expect(manifest.name).toContain(MANIFESTS[lang].name)
      expect([...manifest.short_name].length).toBeLessThanOrEqual(12)
      expect(manifest.description.length).toBeGreaterThan(0)
      expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
      expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
      expect(manifest.shortcuts.map((s) => s.url)).toEqual([
        '/tickets',
        '/events',
        '/resources',
        '/members',
        '/news',
      ])
      expect(manifest.screenshots.map((s) => [s.form_factor, s.sizes])).toEqual([
        ['narrow', '360x800'],
        ['wide', '1280x800'],
      ])
      const images = [
        ...manifest.icons,
        ...manifest.shortcuts.flatMap((s) => s.icons ?? []),
        ...manifest.screenshots,
      ]
      for (const image of images) {
        const file = await request.get(image.src)
        expect(file.ok(), image.src).toBe(true)
        expect(pngSize(await file.body()), image.src).toBe(image.sizes)
      }
    })
  }

  test('the page links the manifest of the chosen language, Arabic by default', async ({ page }) => {
    await page.goto('/')
    const link = page.locator('link[rel="manifest"]')
    await expect(link).toHaveAttribute('href', '/manifest-ar.webmanifest')
    await page.getByRole('button', { name: /^English/ }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(link).toHaveAttribute('href', '/manifest-en.webmanifest')
    await page.reload()
    await expect(link).toHaveAttribute('href', '/manifest-en.webmanifest')
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? ''
      return ((await (await fetch(href)).json()) as { lang: string }).lang // the API's answer; a different shape fails the assertions that follow
    })
    expect(manifest).toBe('en')
  })

  test('the service worker precaches both manifests', async ({ request }) => {
    const sw = await (await request.get('/sw.js')).text()
    expect(sw).toContain('manifest-ar.webmanifest')
    expect(sw).toContain('manifest-en.webmanifest')
  })

  test('tells the visitor once that the portal works offline, when it does: a screen never opened opens offline', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await expect(
      page.getByRole('status').filter({ hasText: 'البوابة متاحة الآن دون اتصال بالإنترنت.' }),
    ).toBeVisible({ timeout: 20_000 })
    await context.setOffline(true)
    await page.goto('/resources')
    await expect(page.getByRole('heading', { level: 1, name: 'الموارد' })).toBeVisible()
    await context.setOffline(false)
  })

  test('the shell reloads and navigates with the network off', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await page.reload()
    await expect(
      page.getByRole('heading', { level: 1, name: 'الجمعية السعودية لجراحة العظام' }),
    ).toBeVisible()
    await page.goto('/about')
    await expect(
      page.getByRole('heading', { level: 1, name: 'عن الجمعية السعودية لجراحة العظام' }),
    ).toBeVisible()
    // Both catalogs are precached: switching language works offline too.
    await page.getByRole('button', { name: /^English/ }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'About the Saudi Orthopedic Society' }),
    ).toBeVisible()
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

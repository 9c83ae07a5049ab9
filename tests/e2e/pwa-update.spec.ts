import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '../support/test'
import { spawnServer } from '../support/spawn-server'
import { waitForServiceWorker } from '../support/e2e'

// Runs its own server over a copy of the build, so changing sw.js touches no other test.
test('a new version is announced and applied after the visitor chooses Reload', async ({ page }) => {
  const staticDir = mkdtempSync(join(tmpdir(), 'portal-update-'))
  cpSync(process.env.E2E_DIST ?? 'dist', staticDir, { recursive: true })
  // The server's render entry lives beside the build it renders for (server/render.ts).
  cpSync(`${process.env.E2E_DIST ?? 'dist'}-server`, `${staticDir}-server`, { recursive: true })
  const server = await spawnServer({ staticDir })
  try {
    await page.goto(server.url + '/')
    await waitForServiceWorker(page)
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
    expect(firstWorker).toContain('/sw.js')

    // A deploy: the service worker script changes.
    appendFileSync(join(staticDir, 'sw.js'), '\n// next release\n')
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())

    const prompt = page.getByRole('alert').filter({ hasText: 'يتوفر إصدار جديد من البوابة.' })
    await expect(prompt).toBeVisible({ timeout: 20_000 })
    const reloaded = page.waitForEvent('load')
    await prompt.getByRole('button', { name: 'إعادة التحميل' }).click()
    await reloaded
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    const waiting = await page.evaluate(
      async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
    )
    expect(waiting).toBe(false)
  } finally {
    await server.stop()
    rmSync(staticDir, { recursive: true, force: true })
  }
})

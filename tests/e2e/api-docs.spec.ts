import { expect, test } from '@playwright/test'

/**
 * The API reference renders under the app's CSP (no inline script, nothing from another
 * origin): Swagger UI's own files and our initializer come from this server.
 */
test('the API reference page lists the operations of the description', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  const foreign: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(page.url() || 'http://127.0.0.1').origin) && !request.url().startsWith('data:')) foreign.push(request.url())
  })
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /Member portal API/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /GET \/api\/health\/ready/ })).toBeVisible()
  expect(refused).toEqual([])
  expect(foreign.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([])
})

import { expect, test } from '../support/test'
import { cspRefusals } from '../support/e2e'

/**
 * The API reference renders under the app's CSP (no inline script, nothing from another
 * origin): Swagger UI's own files and our initializer come from this server.
 */
test('the API reference page lists the operations of the description', async ({ page, baseURL }) => {
  // The page parses Swagger UI's 1.4 MB bundle before it draws anything: 15–20 s on a busy 2-core machine.
  test.slow()
  const refused = cspRefusals(page)
  const foreign: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url()) // the Playwright config sets baseURL
  })
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /Member portal API/ })).toBeVisible({ timeout: 45_000 })
  await page.getByRole('link', { name: 'health', exact: true }).click()
  await expect(page.getByRole('button', { name: /GET \/api\/health\/ready/ })).toBeVisible()
  expect(refused).toEqual([])
  expect(foreign).toEqual([])
})

import { expect, test } from '../support/test'
import { layoutShiftTotal, recordLayoutShifts } from '../support/e2e'

/**
 * A list page on a phone, in Arabic, on a first visit: /news announces its list request and
 * its first card's picture with the page (one download each, the app reuses both), and the
 * cards arrive a screenful at a time without moving what is on screen.
 */
test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' })

test('/news: the shell preloads the list and the first picture, each fetched once; the first picture is eager at high priority, the others lazy', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/posts' || url.pathname.startsWith('/uploads/')) requested.push(url.pathname + url.search)
  })
  const answer = await page.goto('/news')
  const link = answer?.headers()['link'] ?? ''
  expect(link).toContain('</api/posts?type=news&status=published&page=1&limit=12>; rel=preload; as=fetch; crossorigin')
  expect(link).toMatch(/; rel=preload; as=image; type="image\/avif"; imagesrcset="[^"]+ 320w, [^"]+"; imagesizes="[^"]+"; fetchpriority=high/)

  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.first()).toBeVisible()
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(cards).toHaveCount(12)
  await expect(page.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeVisible()
  const first = cards.first().locator('img')
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  await expect(first).toHaveAttribute('loading', 'eager')
  await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy')
  // The picture the card shows is the one the header announced, and was downloaded once.
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const shown = await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname + new URL(img.currentSrc).search)
  expect(requested.filter((url) => url.startsWith('/api/posts?type=news'))).toEqual(['/api/posts?type=news&status=published&page=1&limit=12'])
  expect(requested.filter((url) => url === shown)).toHaveLength(1)
})

test('the cards of a first answer come without a layout shift, a screenful first', async ({ page }) => {
  await recordLayoutShifts(page)
  for (const path of ['/events', '/jobs', '/resources', '/news']) {
    await page.goto(path)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await layoutShiftTotal(page), path).toBeLessThanOrEqual(0.02)
  }
})

test('the background warm-up for offline reading asks for the news pictures in the copies the cards show, never the originals', async ({ page }) => {
  const uploads: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/uploads/seed/news/')) uploads.push(url.pathname + url.search)
  })
  // A page without pictures of its own: every news picture asked for is the warm-up's.
  await page.goto('/journal')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => uploads.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(12)
  expect(uploads.every((url) => /\?w=\d+&fm=(avif|webp)$/.test(url))).toBe(true)
})

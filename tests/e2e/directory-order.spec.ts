import { expect, test } from '../support/test'
import { nameSortKey } from '@contract/name-sort-key'
import { openIn } from '../support/e2e'

const byKey = (a: string, b: string) =>
  nameSortKey(a) < nameSortKey(b) ? -1 : nameSortKey(a) > nameSortKey(b) ? 1 : 0
const byEnglishKey = (a: string, b: string) =>
  nameSortKey(a, 'en') < nameSortKey(b, 'en') ? -1 : nameSortKey(a, 'en') > nameSortKey(b, 'en') ? 1 : 0

test.describe('directory order', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('lists members in Arabic alphabetical order on a phone, Arabic names before Latin ones, the same both ways', async ({
    page,
  }) => {
    await openIn(page, 'ar', '/members?page_size=50')
    const names = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 })
    await expect(names).not.toHaveCount(0)
    // The first answer's cards come a screenful at a time: read them once all are there.
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
    const ascending = await names.allInnerTexts()
    expect(ascending).toEqual([...ascending].sort(byKey))
    // Every seeded member has an Arabic name; a member known only by a Latin one (registered by
    // another spec) comes after every Arabic name.
    const firstLatin = ascending.findIndex((name) => /[A-Za-z]/.test(name))
    expect(firstLatin).not.toBe(0)
    if (firstLatin > 0)
      expect(ascending.slice(firstLatin).some((name) => /[\u0600-\u06ff]/.test(name))).toBe(false)

    // Below 600 px the sort sits in the filters sheet; the address opens the other way round:
    // Latin names first, each name at or after the next one (other specs add members meanwhile,
    // so the first page read backwards is checked for its order, not against a snapshot).
    await page.goto('/members?page_size=50&sort=name_desc')
    await expect(names).not.toHaveCount(0)
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
    const descending = await names.allInnerTexts()
    for (let i = 1; i < descending.length; i += 1)
      expect(
        byKey(descending[i - 1] ?? '', descending[i] ?? ''),
        `${descending[i - 1]} before ${descending[i]}`,
      ).toBeGreaterThanOrEqual(0)
    if (firstLatin > 0) expect(descending[0]).toMatch(/[A-Za-z]/)
  })

  test('lists members by their English names for an English reader, Latin names first', async ({ page }) => {
    await openIn(page, 'en', '/members?page_size=50')
    const names = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 })
    await expect(names).not.toHaveCount(0)
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
    // Each card shows the English name where there is one, which is the name the order reads.
    const ascending = await names.allInnerTexts()
    expect(ascending).toEqual([...ascending].sort(byEnglishKey))
    expect(ascending[0]).toMatch(/[A-Za-z]/)
  })
})

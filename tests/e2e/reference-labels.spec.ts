import { expect, test } from '../support/test'
import { SPECIALTIES } from '../../contract/reference-data'
import { openIn } from '../support/e2e'

/**
 * Specialties, cities and the other fixed lists travel as codes and are shown in the
 * reader's language: an Arabic reader on a phone sees Arabic labels where the directory,
 * jobs and events used to show English ones.
 */
const PHONE = { width: 360, height: 800 }
const LATIN_WORD = /[A-Za-z]{3,}/

test.describe('reference data in the reader language', () => {
  test.describe('Arabic, on a 360 px phone', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

    test('the directory shows Arabic specialties and cities, filters by a specialty code, and finds a city by its Arabic or English name', async ({
      page,
    }) => {
      await openIn(page, 'ar', '/members')
      const cards = page.getByRole('main').getByRole('listitem').getByRole('link')
      await expect(cards).toHaveCount(20)
      // The seeded members of one city (members made by other tests live elsewhere): every card names its specialty
      // and city in Arabic (bios and hospitals are as their authors wrote them).
      await page.goto('/members?city=tabuk')
      await expect(cards).not.toHaveCount(0)
      for (const card of await cards.all()) {
        const text = (await card.textContent()) ?? ''
        expect(
          SPECIALTIES.some((entry) => text.includes(entry.ar)),
          `${text}: an Arabic specialty`,
        ).toBe(true)
        expect(text, 'the Arabic city').toContain('تبوك')
      }
      await expect(page.getByRole('main')).not.toContainText('Sports Medicine')

      // The drop-downs (in the Filters sheet on a phone) list the labels in Arabic; the address carries the code.
      await page.goto('/members?specialty=spine')
      await expect(cards).not.toHaveCount(0)
      for (const card of await cards.all()) await expect(card).toContainText('العمود الفقري')
      await page.getByRole('button', { name: /^التصفية/ }).click()
      const sheet = page.getByRole('dialog', { name: 'التصفية' })
      await expect(sheet.getByLabel('التخصص')).toHaveValue('spine')
      await expect(sheet.getByLabel('التخصص').locator('option:checked')).toHaveText('العمود الفقري')
      const cityOptions = await sheet.getByLabel('المدينة').locator('option').allTextContents()
      expect(cityOptions).toContain('الرياض')
      expect(cityOptions.join(' ')).not.toMatch(LATIN_WORD)
      await page.keyboard.press('Escape')

      // "الرياض" and "Riyadh" both find every member of the city code riyadh (a search also reads
      // public bios, so it may find a few more: «الرياضية» begins with «الرياض»).
      const namesAt = async (address: string) => {
        await page.goto(address)
        await expect(cards).not.toHaveCount(0)
        // The first answer's cards come a screenful at a time: read them once all are there.
        await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
        return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allInnerTexts()
      }
      const ofRiyadh = await namesAt('/members?city=riyadh&page_size=50')
      expect(await namesAt(`/members?query=${encodeURIComponent('الرياض')}&page_size=50`)).toEqual(
        expect.arrayContaining(ofRiyadh),
      )
      expect(await namesAt('/members?query=Riyadh&page_size=50')).toEqual(expect.arrayContaining(ofRiyadh))
    })

    test('jobs and events show their types, categories, places and "Online" in Arabic', async ({ page }) => {
      await openIn(page, 'ar', '/events')
      const main = page.getByRole('main')
      await expect(main.getByRole('article').first()).toBeVisible()
      await expect(main).toContainText('عبر الإنترنت')
      await expect(main).not.toContainText('Online')
      for (const word of ['Conference', 'Workshop', 'Webinar', 'Symposium'])
        await expect(main).not.toContainText(word)

      await openIn(page, 'ar', '/jobs')
      await expect(main.getByRole('article').first()).toBeVisible()
      for (const word of ['Full-time', 'Part-time', 'Fellowship', 'Riyadh', 'Jeddah'])
        await expect(main).not.toContainText(word)
      await expect(main).toContainText('دوام كامل')

      // Job locations are city codes: an address written before them (an English city name) still
      // filters, and reads as the code; every result then shows the city in Arabic.
      await openIn(page, 'ar', '/jobs?location=Jeddah')
      await expect(page).toHaveURL(/location=jeddah/)
      const cards = main.locator('section[aria-labelledby="jobs-title"] > div article')
      await expect(cards.first()).toBeVisible()
      for (const card of await cards.all()) await expect(card).toContainText('جدة')
    })
  })

  test('English readers get the English labels and choose a specialty by its English name', async ({
    page,
  }) => {
    await openIn(page, 'en', '/members')
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link')
    await expect(cards).toHaveCount(20)
    // The specialty list is in English (bios may be in Arabic: they are as their authors wrote them).
    expect(await page.getByLabel('Specialty').locator('option').allTextContents()).not.toContain(
      'العمود الفقري',
    )
    await page.getByLabel('Specialty').selectOption({ label: 'Spine' })
    await expect(page).toHaveURL(/specialty=spine/)
    await expect(cards).not.toHaveCount(0)
    for (const card of await cards.all()) await expect(card).toContainText('Spine')
    const cityOptions = await page.getByLabel('City').locator('option').allTextContents()
    expect(cityOptions).toEqual(expect.arrayContaining(['Riyadh', 'Jeddah']))
  })
})

import { type Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from '../support/test'
import { axeViolations, openIn } from '../support/e2e'
import { demoStaff } from '../support/e2e-accounts'

async function loginInUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test('an admin creates, publishes, edits and deletes an event and sees it on the public side', async ({
  page,
}) => {
  const titleEn = `Admin e2e event ${Date.now().toString(36)}`
  await page.setViewportSize({ width: 1280, height: 900 })
  await openIn(page, 'en', '/login')
  await loginInUi(page, 'admin@demo.portal', demoStaff('admin@demo.portal').password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Create event' }).click()
  const form = page.getByRole('dialog', { name: 'Create event' })
  await form.getByRole('combobox', { name: 'Status' }).selectOption('published')
  await form.getByRole('textbox', { name: 'Title (English)' }).fill(titleEn)
  await form.getByRole('textbox', { name: 'Title (Arabic)' }).fill('فعالية تجريبية')
  await form.getByLabel('Starts').fill('2099-05-01T10:00')
  await form.getByLabel('Ends').fill('2099-05-01T12:00')
  await form.getByRole('textbox', { name: 'Capacity' }).fill('40')
  await form.getByRole('textbox', { name: 'Description (English, markdown)' }).fill('An e2e description.')
  expect(await axeViolations(page)).toEqual([])
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Event created')).toBeVisible()
  await expect(page.getByRole('cell', { name: titleEn, exact: true })).toBeVisible()

  await page.goto(`/events?search=${encodeURIComponent(titleEn)}`)
  await expect(page.getByText(titleEn).first()).toBeVisible()

  await page.goto('/admin/events')
  await page.getByRole('searchbox', { name: 'Search' }).fill(titleEn)
  await page.getByRole('button', { name: `Edit ${titleEn}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit event' })
  await edit.getByRole('textbox', { name: 'Location (English)' }).fill('Jeddah')
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer()
  await edit
    .getByLabel('Upload event picture')
    .setInputFiles({ name: 'venue.png', mimeType: 'image/png', buffer: picture })
  await expect(edit.getByRole('img', { name: 'Event picture preview' })).toBeVisible()
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Event saved')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Jeddah' })).toBeVisible()

  // The picture shows on the public card and in the details.
  await page.goto(`/events?search=${encodeURIComponent(titleEn)}`)
  const card = page.getByRole('main').getByRole('article').filter({ hasText: titleEn })
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\//)
  await card.getByRole('link', { name: /^Details/ }).click()
  await expect(page.getByRole('dialog').locator('img')).toHaveAttribute('src', /\/uploads\//)
  await page.goto('/admin/events')
  await page.getByRole('searchbox', { name: 'Search' }).fill(titleEn)
  await page.getByRole('button', { name: `Delete ${titleEn}` }).click()
  await page.getByRole('dialog', { name: 'Delete event' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Event deleted')).toBeVisible()
  await expect(page.getByText('No events match these filters.')).toBeVisible()
})

import { type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { axeViolations, openIn } from '../support/e2e'
import { demoStaff } from '../support/e2e-accounts'

async function loginInUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test('an admin adds, edits and deletes a resource and sees it on the public side', async ({ page }) => {
  const titleEn = `Admin e2e resource ${Date.now().toString(36)}`
  await page.setViewportSize({ width: 1280, height: 900 })
  await openIn(page, 'en', '/login')
  await loginInUi(page, 'admin@demo.portal', demoStaff('admin@demo.portal').password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Upload resource' }).click()
  const form = page.getByRole('dialog', { name: 'Upload resource' })
  await form.getByRole('combobox', { name: 'Category' }).selectOption('guideline')
  await form.getByRole('textbox', { name: 'Title (English)' }).fill(titleEn)
  await form
    .getByRole('textbox', { name: 'Keywords in English (comma separated)' })
    .fill('spine, fusion, , cervical, lumbar')
  await form.getByLabel('Upload a file').setInputFiles({
    name: 'guide.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  })
  await expect(form.getByRole('textbox', { name: 'File URL' })).toHaveValue(/^\/uploads\/resources\/.+\.pdf$/)
  expect(await axeViolations(page)).toEqual([])
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Resource created')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search' }).fill(titleEn)
  await expect(page.getByRole('row').filter({ hasText: titleEn }).getByText('+1')).toBeVisible()

  await page.goto(`/resources?search=${encodeURIComponent(titleEn)}`)
  await expect(page.getByText(titleEn).first()).toBeVisible()

  await page.goto('/admin/resources')
  await page.getByRole('searchbox', { name: 'Search' }).fill(titleEn)
  await page.getByRole('button', { name: `Edit ${titleEn}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit resource' })
  await edit.getByRole('textbox', { name: 'Year' }).fill('2025')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Resource saved')).toBeVisible()
  await expect(page.getByRole('cell', { name: '2025' })).toBeVisible()
  await page.getByRole('button', { name: `Delete ${titleEn}` }).click()
  await page.getByRole('dialog', { name: 'Delete resource' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Resource deleted')).toBeVisible()
  await expect(page.getByText('No resources match these filters.')).toBeVisible()
})

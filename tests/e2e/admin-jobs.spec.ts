import { type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { axeViolations, openIn } from '../support/e2e'
import { demoStaff } from '../support/e2e-accounts'

async function loginInUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test('a cme posts, edits and deletes a job and sees it on the public side', async ({ page }) => {
  const titleEn = `Admin e2e job ${Date.now().toString(36)}`
  await page.setViewportSize({ width: 1280, height: 900 })
  await openIn(page, 'en', '/login')
  await loginInUi(page, 'cme@demo.portal', demoStaff('cme@demo.portal').password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/admin/jobs/new')
  const form = page.getByRole('dialog', { name: 'Post job' })
  await form.getByRole('textbox', { name: 'Title (English)' }).fill(titleEn)
  await form.getByRole('textbox', { name: 'Title (Arabic)' }).fill('وظيفة تجريبية')
  await form.getByRole('textbox', { name: 'Employer (English)' }).fill('E2E Hospital')
  await form.getByRole('textbox', { name: 'Location' }).fill('Riyadh')
  await form.getByRole('textbox', { name: 'Application URL' }).fill('not a url')
  expect(await axeViolations(page)).toEqual([])
  await form.getByRole('textbox', { name: 'Application URL' }).fill('https://example.org/apply')
  await form
    .getByRole('textbox', { name: 'Description (English, markdown)' })
    .fill('A role for the e2e test.')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Job created')).toBeVisible()
  await expect(page.getByRole('link', { name: titleEn })).toHaveAttribute('target', '_blank')

  await page.goto(`/jobs?search=${encodeURIComponent(titleEn)}`)
  await expect(page.getByText(titleEn).first()).toBeVisible()
  // In Arabic the employer given in English only shows as English: marked with its language, isolated.
  await openIn(page, 'ar', `/jobs?search=${encodeURIComponent(titleEn)}`)
  await expect(page.locator('bdi[dir="auto"][lang="en"]', { hasText: 'E2E Hospital' }).first()).toBeVisible()

  await openIn(page, 'en', '/admin/jobs')
  await page.getByRole('searchbox', { name: 'Search' }).fill(titleEn)
  await page.getByRole('button', { name: `Edit ${titleEn}` }).click()
  await page
    .getByRole('dialog', { name: 'Edit job' })
    .getByRole('textbox', { name: 'Employer (English)' })
    .fill('E2E Clinic')
  await page.getByRole('dialog', { name: 'Edit job' }).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Job saved')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'E2E Clinic' })).toBeVisible()
  await page.getByRole('button', { name: `Delete ${titleEn}` }).click()
  await page.getByRole('dialog', { name: 'Delete job' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Job deleted')).toBeVisible()
  await expect(page.getByText('No jobs match these filters.')).toBeVisible()
})

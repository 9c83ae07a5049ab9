import { type Page } from '@playwright/test'
import { expect, test } from '../support/test'
import sharp from 'sharp'
import { axeViolations, openIn } from '../support/e2e'
import { demoStaff } from '../support/e2e-accounts'

async function loginInUi(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test.describe('admin: posts', () => {
  test('an admin creates, edits and deletes a news post and sees it on the public side', async ({ page }) => {
    // A whole journey (sign-in, upload, axe, create, edit, delete, two public checks): near
    // 30 s on a busy 2-core machine, so it gets the slow-test allowance.
    const titleEn = `Admin e2e post ${Date.now().toString(36)}`
    await page.setViewportSize({ width: 1280, height: 900 })
    await openIn(page, 'en', '/login')
    await loginInUi(page, 'admin@demo.portal', demoStaff('admin@demo.portal').password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/admin')
    await page.getByRole('link', { name: 'Add post' }).click()
    await expect(page).toHaveURL(/\/admin\/posts\/new$/)
    const form = page.getByRole('dialog', { name: 'Add post' })
    await form.getByRole('combobox', { name: 'Status' }).selectOption('published')
    await form.getByRole('combobox', { name: 'Category' }).selectOption('research')
    await form.getByRole('textbox', { name: 'Title (English)' }).fill(titleEn)
    await form.getByRole('textbox', { name: 'Title (Arabic)' }).fill('منشور تجريبي')
    await form.getByRole('textbox', { name: 'Body (English, markdown)' }).fill('**Bold** body')
    // The feature image: uploaded with progress, then previewed from /uploads.
    const image = await sharp({ create: { width: 400, height: 240, channels: 3, background: '#0b4f6c' } })
      .jpeg()
      .toBuffer()
    await form
      .getByLabel('Upload feature image')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: image })
    await expect(form.getByRole('img', { name: 'Feature image preview' })).toHaveAttribute(
      'src',
      /^\/uploads\//,
    )
    await expect(form.getByRole('textbox', { name: 'Title (English)' })).toHaveValue(titleEn)
    await form.getByRole('button', { name: 'Preview' }).click()
    await expect(form.locator('strong', { hasText: 'Bold' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Post created')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/posts$/)
    await expect(page.getByRole('cell', { name: titleEn, exact: true })).toBeVisible()

    await page.goto(`/news?search=${encodeURIComponent(titleEn)}`)
    await expect(page.getByText(titleEn).first()).toBeVisible()

    await page.goto('/admin/posts')
    await page.getByRole('button', { name: `Edit ${titleEn}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit post' })
    await edit.getByRole('textbox', { name: 'Title (English)' }).fill(`${titleEn} edited`)
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Post saved')).toBeVisible()
    await expect(page.getByRole('cell', { name: `${titleEn} edited`, exact: true })).toBeVisible()

    await page.getByRole('button', { name: `Delete ${titleEn} edited` }).click()
    await page.getByRole('dialog', { name: 'Delete post' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Post deleted')).toBeVisible()
    await expect(page.getByRole('cell', { name: `${titleEn} edited`, exact: true })).toHaveCount(0)
    await page.goto(`/news?search=${encodeURIComponent(titleEn)}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(`${titleEn} edited`)).toHaveCount(0)
  })
})

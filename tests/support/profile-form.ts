import { expect, type Page } from '@playwright/test'
import { waitForPersistedCache, waitForServiceWorker } from './e2e'

/**
 * Opens one section of the profile editor (a heading's button that shows whether it is
 * expanded) unless it is open already; the fields of a closed section are hidden.
 */
export async function openProfileSection(page: Page, name: string | RegExp): Promise<void> {
  const toggle = page
    .getByRole('heading', { level: 2 })
    .getByRole('button', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

/** Changes the first hospital of the Practice section and saves while offline (kept on this device). */
export async function saveHospitalOnDevice(page: Page, value: string): Promise<void> {
  await openProfileSection(page, 'Practice')
  await page
    .getByRole('textbox', { name: /^Main hospital/ })
    .first()
    .fill(value)
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'as soon as you are back online' })).toBeVisible()
}

/**
 * Opens the profile editor and waits until it would work offline: the service worker controls
 * the page and the own profile is in the persisted query cache.
 */
export async function openProfileReadyOffline(page: Page): Promise<void> {
  await page.goto('/profile')
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible()
  await waitForPersistedCache(page, '"queryKey":["profile","own"]')
}

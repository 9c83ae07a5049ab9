import { expect, type Page } from '@playwright/test'

/**
 * Opens one section of the profile editor (a heading's button that shows whether it is
 * expanded) unless it is open already; the fields of a closed section are hidden.
 */
export async function openProfileSection(page: Page, name: string | RegExp): Promise<void> {
  const toggle = page.getByRole('heading', { level: 2 }).getByRole('button', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

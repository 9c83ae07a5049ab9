import { randomBytes } from 'node:crypto'
import { expect, test } from '../support/test'
import { readOutbox } from '../../server/test-support/mail'
import { signInThroughApi, waitForPersistedCache, waitForServiceWorker } from '../support/e2e'
import { demoStaff, e2eDataDir, newMember } from '../support/e2e-accounts'

/**
 * An admin sends an announcement to the spine surgeons of Riyadh from the back office; a
 * member who matches sees the bell's count and gets the e-mail, a spine surgeon of Jeddah sees
 * neither; the notification centre then opens with no connection.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })

test('an announcement to spine surgeons in Riyadh reaches them, by the bell and by e-mail, and reads offline', async ({
  browser,
  request,
}) => {
  // A mark of this run in both subjects: the demo's own spine surgeons of Riyadh receive it too.
  const run = randomBytes(4).toString('hex')
  const riyadh = await newMember(request, {
    full_name: 'Dr. Salem Spine',
    specialty: 'Spine',
    city: 'Riyadh',
  })
  const jeddah = await newMember(request, { full_name: 'Dr. Hind Spine', specialty: 'Spine', city: 'Jeddah' })

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signInThroughApi(admin, demoStaff('admin@demo.portal'), 'en')
  await admin.goto('/admin/announcements')
  await admin.getByRole('button', { name: 'New announcement' }).click()
  const editor = admin.getByRole('form', { name: 'Announcement editor' })
  await editor.getByLabel('Subject (Arabic)').fill(`دورة العمود الفقري ${run}`)
  await editor.getByLabel('Subject (English)').fill(`Spine course ${run}`)
  await editor.getByLabel('Text (Arabic, markdown)').fill('ندعوكم إلى **دورة** العمود الفقري في الرياض.')
  await editor.getByLabel('Text (English, markdown)').fill('Join the **spine** course in Riyadh.')
  await editor.getByLabel('Specialties').selectOption(['spine'])
  await editor.getByLabel('Cities').selectOption(['riyadh'])
  await expect(editor.getByRole('status').filter({ hasText: /^Recipients now: [1-9]/ })).toBeVisible()
  await editor.getByRole('button', { name: 'Send now' }).click()
  await admin.getByRole('dialog').getByRole('button', { name: 'Send now' }).click()
  const row = admin.getByRole('row').filter({ hasText: `Spine course ${run}` })
  await expect(row).toContainText('Sent')
  // The delivery report of the sent announcement, on the same screen.
  await row.getByRole('button', { name: 'View' }).click()
  await expect(admin.getByRole('heading', { name: 'Delivery report' })).toBeVisible()
  await adminContext.close()

  await expect
    .poll(
      () =>
        readOutbox(e2eDataDir()).filter((m) => m.to.includes(riyadh.email) && m.body.includes(run)).length,
    )
    .toBe(1)
  expect(readOutbox(e2eDataDir()).filter((m) => m.to.includes(jeddah.email) && m.body.includes(run))).toEqual(
    [],
  )

  const jeddahContext = await browser.newContext()
  const jeddahPage = await jeddahContext.newPage()
  await signInThroughApi(jeddahPage, jeddah, 'en')
  await jeddahPage.goto('/dashboard')
  await expect(jeddahPage.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
  await jeddahPage.goto('/notifications')
  await expect(jeddahPage.getByText('No notifications yet.')).toBeVisible()
  await jeddahContext.close()

  const context = await browser.newContext()
  const page = await context.newPage()
  await signInThroughApi(page, riyadh, 'en')
  await page.goto('/dashboard')
  await waitForServiceWorker(page)
  const bell = page.getByRole('link', { name: '1 unread notification' })
  await expect(bell).toBeVisible()
  await expect(bell).toContainText('1')
  await bell.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(`Spine course ${run}`)
  await waitForPersistedCache(page, '"queryKey":["notifications","page",1]')

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(`Spine course ${run}`)
  await expect(page.getByRole('link', { name: '1 unread notification' })).toBeVisible()
  await context.setOffline(false)
  await context.close()
})

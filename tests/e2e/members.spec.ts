import { expect, test } from '../support/test'
import sharp from 'sharp'
import { axeViolations, openIn, signInThroughApi as signIn } from '../support/e2e'
import { demoStaff } from '../support/e2e-accounts'
import { openProfileSection } from '../support/profile-form'

test.describe('member directory', () => {
  test('searches in English and Arabic, filters, keeps every filter in the address, pages', async ({
    page,
  }) => {
    await openIn(page, 'en', '/members')
    await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible()
    await expect(page.getByText('Results: 40')).toBeVisible()
    await expect(page.getByText('Page 1 / 2')).toBeVisible()
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link')
    await expect(cards).toHaveCount(20)

    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText('Page 2 / 2')).toBeVisible()
    await expect(cards).toHaveCount(20)

    // A filter change resets the page to 1.
    await page.getByLabel('Per page').selectOption('10')
    await expect(page).toHaveURL(/page_size=10/)
    await expect(page).not.toHaveURL(/page=2/)
    await expect(page.getByText('Page 1 / 4')).toBeVisible()

    // Both words: two members are Al-Dossary in English as in Arabic.
    await page.getByRole('searchbox', { name: 'Search' }).fill('khalid dossary')
    await expect(page).toHaveURL(/query=khalid/)
    await expect(page.getByText('Results: 1')).toBeVisible()
    await expect(cards.first()).toContainText('Dr. Khalid Al-Dossary')

    // Arabic, written with another alef and taa marbuta than the stored name.
    await page.getByRole('searchbox', { name: 'Search' }).fill('اسماء')
    await expect(page.getByText('Results: 1')).toBeVisible()
    // An English reader sees her English name.
    await expect(cards.first()).toContainText('Dr. Asma Al-Zahrani')

    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(page).toHaveURL(/\/members$/)
    await expect(page.getByText('Results: 40')).toBeVisible()

    // Chosen by their English labels; the address carries the reference codes.
    await page.getByLabel('Specialty').selectOption('Spine')
    await page.getByLabel('City').selectOption('Jeddah')
    await expect(page).toHaveURL(/specialty=spine/)
    await expect(page).toHaveURL(/city=jeddah/)
    await expect(cards).not.toHaveCount(0)
    for (const card of await cards.all()) await expect(card).toContainText('Jeddah')

    await page.getByLabel('Sort').selectOption('name_desc')
    await expect(page).toHaveURL(/sort=name_desc/)

    // The address alone restores the screen.
    await page.reload()
    await expect(page.getByLabel('Specialty')).toHaveValue('spine')
    await expect(page.getByLabel('City')).toHaveValue('jeddah')
    await expect(page.getByLabel('Sort')).toHaveValue('name_desc')

    await page.goto('/members?query=nobody-like-this')
    await expect(page.getByText('No results')).toBeVisible()
  })

  test('works in Arabic, right to left', async ({ page }) => {
    await openIn(page, 'ar', '/members')
    await expect(page.getByRole('heading', { level: 1, name: 'دليل الأعضاء' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'بحث' }).fill('الغامدي')
    await expect(page).toHaveURL(/query=/)
    await expect(page.getByRole('main').getByRole('link', { name: /د\. ماجد الغامدي/ })).toBeVisible()
  })

  test('an anonymous visitor following a profile link goes to login, with the way back', async ({ page }) => {
    await openIn(page, 'en', '/members')
    const card = page.getByRole('main').getByRole('listitem').getByRole('link').first()
    const name = (await card.getByRole('heading').textContent()) ?? ''
    await card.click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmembers%2F\d+/)
    // Any signed-in account may read a member's profile; the demo editor has nothing left to complete.
    const editor = demoStaff('editor@demo.portal')
    await page.getByLabel('Email').fill(editor.email)
    await page.getByLabel('Password').fill(editor.password)
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/members\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  })

  test('shows 6 skeleton rows while loading, and the failure message when the call fails', async ({
    page,
  }) => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/members/directory**', async (route) => {
      await held
      await route.continue()
    })
    // The server renders /members with its answer: the skeleton is what a navigation in the app shows.
    await openIn(page, 'en', '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click()
    await expect(page.getByRole('status', { name: 'Loading members' })).toBeVisible()
    await expect(page.getByTestId('member-skeleton')).toHaveCount(6)
    release()
    await expect(page.getByText('Results: 40')).toBeVisible()
    await expect(page.getByTestId('member-skeleton')).toHaveCount(0)

    await page.unroute('**/api/members/directory**')
    await page.route('**/api/members/directory**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"detail":"Directory is resting"}',
      }),
    )
    // A filter the cache has no answer for: the page asks the failing call.
    await page.getByLabel('City').selectOption({ label: 'Abha' })
    await expect(page.getByRole('alert')).toHaveText('Directory is resting')
  })

  test('a missing profile says Not found; a failed profile form load offers Retry', async ({ page }) => {
    // Two screens, each waiting for a failed call and its Retry: near 30 s on a busy machine.
    // The own profile fails from the start: the background offline refresh also asks for it
    // while the first screen is open, and a copy it saved would fill the form without a call.
    let profileFails = true
    await page.route('**/api/members/me/profile', (route) =>
      profileFails
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"detail":"Internal server error"}',
          })
        : route.continue(),
    )
    await signIn(page, demoStaff('editor@demo.portal'))
    await openIn(page, 'en', '/members/999999')
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the directory' })).toBeVisible()

    await page.goto('/profile')
    await expect(page.getByRole('alert')).toContainText('Internal server error')
    // The call succeeds only once the form offers Retry: a background call answered earlier
    // would fill the form on its own.
    const retry = page.getByRole('button', { name: 'Retry' })
    await expect(retry).toBeVisible()
    profileFails = false
    await retry.click()
    await expect(page.getByLabel('Full name in English')).toHaveValue('Dr. Omar Al-Zahrani')
    expect(await axeViolations(page)).toEqual([])
    await openIn(page, 'ar', '/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'تعديل الملف الشخصي' })).toBeVisible()
    await expect(page.getByLabel('الاسم الكامل بالإنجليزية')).toHaveValue('Dr. Omar Al-Zahrani')
    await expect(page.getByLabel('الاسم الكامل بالعربية')).toHaveValue('د. عمر الزهراني')
    expect(await axeViolations(page)).toEqual([])
  })

  for (const lang of ['ar', 'en'] as const) {
    test(`axe finds no violations on /members in ${lang}`, async ({ page }) => {
      await openIn(page, lang, '/members')
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

test.describe.serial('a member completes, then edits, a profile with an avatar', () => {
  test('first time: /complete-profile with an avatar, then /dashboard', async ({ page }) => {
    await signIn(page, demoStaff('member@demo.portal'))
    await openIn(page, 'en', '/complete-profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible()
    const fullName = page.getByLabel('Full name in English')
    await expect(fullName).toHaveValue('Dr. Sara Al-Otaibi')
    expect(await axeViolations(page)).toEqual([])

    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0b4f6c' } })
      .png()
      .toBuffer()
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo })
    await expect(page.getByRole('img', { name: 'Photo preview' })).toHaveAttribute(
      'src',
      /^\/uploads\/avatars\/.+\.webp$/,
    )

    // Saving without a specialty fails on the server's rules and keeps what was typed.
    await fullName.fill('Dr. Sara Al-Otaibi')
    await page.getByLabel('Bio in English').fill('Pediatric orthopedic surgeon in Riyadh.')
    await page.getByLabel('Specialty *').fill('Pediatric Orthopedics')
    await openProfileSection(page, 'Practice')
    await page.getByLabel('Main city').fill('Riyadh')
    await page.getByLabel('Main hospital').fill('King Faisal Specialist Hospital')
    await page.getByLabel('Years of experience').fill('12')
    await page.getByLabel('Consultant since').fill('2018-09')
    await page.getByRole('button', { name: '+ Spine' }).click()
    await page.getByRole('button', { name: '+ English' }).click()
    await openProfileSection(page, 'Contact details')
    await page.getByLabel('Work e-mail').fill('sara.clinic@hospital.example.sa')
    await page.getByLabel('Work phone').fill('+966 500000001')
    await page.getByLabel('Who can see Work contacts').selectOption('private')
    await page.getByLabel('Who can see Bio').selectOption('public')
    await openProfileSection(page, 'Education')
    await page.getByRole('button', { name: 'Add to Qualifications' }).click()
    await page
      .getByRole('group', { name: 'Qualifications' })
      .getByLabel('Title')
      .fill('Saudi Board of Orthopedics')
    await page.getByRole('group', { name: 'Qualifications' }).getByLabel('Year').fill('2016')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(await page.evaluate(() => localStorage.getItem('must_complete_profile'))).toBe('0')
  })

  test('edit mode: pasted lines in the line formats, then the own page with Edit Profile', async ({
    page,
  }) => {
    await signIn(page, demoStaff('member@demo.portal'))
    await openIn(page, 'en', '/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible()
    await openProfileSection(page, 'Practice')
    await expect(
      page.getByRole('group', { name: 'Specialties', exact: true }).getByRole('listitem'),
    ).toContainText(['Spine'])
    await openProfileSection(page, 'Education')
    const qualifications = page.getByRole('group', { name: 'Qualifications' })
    await qualifications.getByRole('button', { name: 'Paste lines' }).click()
    await expect(page.getByLabel('Qualifications as lines')).toHaveValue('Saudi Board of Orthopedics||2016')
    await page
      .getByLabel('Qualifications as lines')
      .fill('Saudi Board of Orthopedics|SCFHS|2016\n\nFellowship|McGill|2018')
    await openProfileSection(page, 'Roles and committees')
    await page
      .getByRole('group', { name: 'Association roles', exact: true })
      .getByRole('button', { name: 'Paste lines' })
      .click()
    await page.getByLabel('Association roles as lines').fill('Member|Scientific Committee|2024-01-01|')
    await page
      .getByRole('group', { name: 'Languages', exact: true })
      .getByRole('button', { name: 'Paste lines' })
      .click()
    await page.getByLabel('Languages as lines').fill('en:English, ar:العربية, :nothing')
    // Back to rows: the pasted lines are rows now.
    await qualifications.getByRole('button', { name: 'Edit as rows' }).click()
    await expect(qualifications.getByLabel('Institution').nth(1)).toHaveValue('McGill')

    // A value the contract refuses is named under its field, which takes the focus; nothing typed is lost.
    await page.getByLabel('Years of experience').fill('81')
    await page
      .getByLabel('Years of experience')
      .evaluate((input: HTMLInputElement) => input.removeAttribute('max'))
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByText('Years of experience is too large')).toBeVisible()
    await expect(page.getByLabel('Years of experience')).toBeFocused()
    await expect(page.getByLabel('Association roles as lines')).toHaveValue(
      'Member|Scientific Committee|2024-01-01|',
    )

    await page.getByLabel('Years of experience').fill('13')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByRole('listitem').filter({ hasText: 'Profile saved' })).toBeVisible()
    await expect(page).toHaveURL(/\/members\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dr. Sara Al-Otaibi' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible()
    await expect(page.getByText('sara.clinic@hospital.example.sa')).toBeVisible()
    await expect(page.getByText('Fellowship — McGill — 2018')).toBeVisible()
    await expect(page.locator('main img[src^="/uploads/avatars/"]')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('another member sees the profile without the private contacts and without Edit Profile; anonymous sees the public card only', async ({
    page,
    browser,
  }) => {
    // The demo editor reads profiles as any member does (only admins see private contacts).
    await signIn(page, demoStaff('editor@demo.portal'))
    await openIn(page, 'en', '/members?query=sara%20al-otaibi')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Dr\. Sara Al-Otaibi/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Dr. Sara Al-Otaibi' })).toBeVisible()
    await expect(page.getByText('Pediatric orthopedic surgeon in Riyadh.')).toBeVisible()
    await expect(page.getByText('Saudi Board of Orthopedics — SCFHS — 2016')).toBeVisible()
    await expect(page.getByText('sara.clinic@hospital.example.sa')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0)

    const anonymous = await browser.newPage()
    await openIn(anonymous, 'en', '/members?query=sara%20al-otaibi')
    const card = anonymous.getByRole('main').getByRole('link', { name: /Dr\. Sara Al-Otaibi/ })
    await expect(card).toContainText('Pediatric orthopedic surgeon in Riyadh.')
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/avatars\//)
    const api = await anonymous.request.get('/api/members/directory?query=sara%20al-otaibi')
    expect(JSON.stringify(await api.json())).not.toContain('sara.clinic@hospital.example.sa')
    await anonymous.close()
  })

  test('/teams lists the committee the member joined', async ({ page }) => {
    await signIn(page, demoStaff('member@demo.portal'))
    await openIn(page, 'en', '/teams')
    await page.getByRole('link', { name: /Scientific Committee/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Scientific Committee' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Dr\. Sara Al-Otaibi/ })).toBeVisible()
  })
})

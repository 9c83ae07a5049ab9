import { present } from '@contract/narrow'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import * as v from 'valibot'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as SessionModule from '@/lib/session/session'
import {
  OwnProfileSchema,
  ProfileInputSchema,
  VISIBILITY_FIELDS,
  profileDefaults,
  type ProfileInput,
} from '@contract/members'
import { ToastProvider } from '@/ui/primitives/Toast'
import { formatPhone } from '@/lib/format/format'

// The styles are compiled by the vanilla-extract plugin in the app build only; here each
// class name is its own key.
vi.mock('./profile.css', () =>
  Object.fromEntries(
    [
      'page',
      'intro',
      'form',
      'fieldset',
      'legend',
      'grid',
      'field',
      'control',
      'textarea',
      'compactSelect',
      'hint',
      'checkbox',
      'chips',
      'chip',
      'chipRemove',
      'addRow',
      'suggestions',
      'suggestion',
      'rowCard',
      'rowGrid',
      'avatarRow',
      'avatar',
      'error',
      'status',
      'actions',
      'pendingBox',
      'wide',
      'cell',
      'fieldHead',
      'legendAside',
      'visibility',
      'visibilitySelect',
      'fieldError',
      'rowList',
      'rowActions',
      'iconButton',
      'section',
      'sectionHeading',
      'sectionToggle',
      'sectionProblems',
      'chevron',
      'sectionBody',
      'saveBar',
      'dirty',
    ].map((name) => [name, name]),
  ),
)
vi.mock('@/ui/admin/admin-modal.css', () => ({
  dialog: { wide: 'wide', narrow: 'narrow' },
  dialogActions: 'dialogActions',
}))
vi.mock('@/ui/primitives/icon.css', () => ({ icon: 'icon' }))
vi.mock('@/ui/primitives/file-picker.css', () => ({
  picker: 'picker',
  input: 'input',
  button: 'button',
  fileName: 'fileName',
}))
vi.mock('@/ui/primitives/toast.css', () => ({
  region: 'region',
  regionInDialog: 'regionInDialog',
  toast: 'toast',
  message: 'message',
  close: 'close',
}))
// The signed-in member gave a phone at registration: the form offers it for the work phone.
const REGISTERED_PHONE = '+966501112222'
vi.mock('@/lib/session/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  useSession: () => ({ ready: true, user: { phone: REGISTERED_PHONE } }),
}))
vi.mock('@/ui/primitives/button.css', () => ({
  button: { primary: 'primary', secondary: 'secondary', ghost: 'ghost', danger: 'danger' },
}))

const saved: ProfileInput[] = []
const own = v.parse(OwnProfileSchema, {
  ...profileDefaults(),
  full_name: 'Dr. Sara',
  specialty: 'Spine',
  id: 7,
  completed: false,
  updated_at: null,
  years_of_experience: null,
})
vi.mock('../api/profile-queries', () => ({
  profileQueries: {
    own: () => ({
      queryKey: ['profile', 'own'],
      queryFn: () => Promise.resolve(own),
    }),
  },
  saveProfile: (payload: ProfileInput) => {
    saved.push(payload)
    return Promise.resolve(own)
  },
  markProfileComplete: () => undefined,
  uploadAvatar: () => Promise.reject(new Error('not in this test')),
}))
vi.mock('../offline-edits', () => ({
  editOf: () => ({}),
  afterEdit: (profile: unknown) => profile,
  queueProfileEdit: () => Promise.resolve(),
  sendProfileEdit: () => Promise.resolve({ status: 'sent' }),
}))

const { ProfileFormPage } = await import('./ProfileFormPage')

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
i18n.loadAndActivate({ locale: 'en', messages: {} })

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: enough of them to open and close the confirmations.
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  })
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  })
})

let root: Root | undefined
let host: HTMLDivElement | undefined
afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
  saved.length = 0
})

/** The form at /profile of a router (the leave warning needs one), with another page to leave to. */
async function renderForm(onSaved = vi.fn(), mode: 'first-time' | 'edit' = 'first-time') {
  host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // The browser's own history (jsdom's), as in the app: it is what warns when the tab closes.
  window.history.replaceState(null, '', '/profile')
  const top = createRootRoute({ component: Outlet })
  const form = createRoute({
    getParentRoute: () => top,
    path: '/profile',
    component: () => <ProfileFormPage mode={mode} onSaved={onSaved} />,
  })
  const elsewhere = createRoute({
    getParentRoute: () => top,
    path: '/about',
    component: () => <h1>Elsewhere</h1>,
  })
  const router = createRouter({
    routeTree: top.addChildren([form, elsewhere]),
    history: createBrowserHistory(),
  })
  const page = present(host, 'the host')
  await act(async () => {
    present(root, 'a React root').render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <ToastProvider closeLabel="Close">
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </I18nProvider>,
    )
  })
  // The route and then the profile (through the query) load first.
  await vi.waitFor(() => expect(page.querySelector('form')).not.toBeNull())
  return { host: page, router }
}

/** A control by its accessible name given with aria-label (the visibility choices, row buttons, chip inputs). */
function byAriaLabel<E extends Element = HTMLElement>(host: HTMLElement, name: string): E {
  // The selector matches one attribute value exactly; the caller names the element type it expects there.
  return present(
    host.querySelector<E & Element>(`[aria-label="${name}"]`) as E | null,
    `an element named ${name}`,
  )
}

function button(host: HTMLElement, name: string): HTMLButtonElement {
  return present(
    [...host.querySelectorAll('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    ),
    `a button named ${name}`,
  )
}

async function submit(host: HTMLElement) {
  await act(async () => present(host.querySelector('form'), 'the form').requestSubmit())
}

/** The control a <label> names, the way a person (and the e2e tests) find it. */
function byLabel(
  host: HTMLElement,
  text: string,
): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  for (const label of host.querySelectorAll('label')) {
    const own = [...label.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim()
    const control = label.control ?? label.querySelector('input, textarea, select')
    // Every labelled control of the form is an input, textarea or select, which all have the value/checked the tests use.
    if (own === text && control) return control as HTMLInputElement
  }
  // The visibility choices are small selects named by aria-label.
  const named = host.querySelector(`[aria-label="${text}"]`)
  if (
    named instanceof HTMLSelectElement ||
    named instanceof HTMLInputElement ||
    named instanceof HTMLTextAreaElement
  )
    return named
  throw new Error(`no control labelled ${text}`)
}

function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto =
    control instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : control instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype
  // React listens to the native value setter; setting .value directly would not fire onChange.
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, value)
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', {
      bubbles: true,
    }),
  )
}

describe('the profile form', () => {
  it('shows the sections of the field table as groups that open and close, the first one open', async () => {
    const { host } = await renderForm()
    const toggles = [...host.querySelectorAll('h2 > button[aria-expanded]')]
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Basic information'),
        expect.stringContaining('Practice'),
        expect.stringContaining('Privacy'),
      ]),
    )
    expect(toggles).toHaveLength(7)
    const practice = button(host, 'Practice+')
    expect(toggles[0]?.getAttribute('aria-expanded')).toBe('true')
    expect(practice.getAttribute('aria-expanded')).toBe('false')
    const body = present(
      document.getElementById(present(practice.getAttribute('aria-controls'), 'the controlled id')),
      'the practice body',
    )
    expect(body.hidden).toBe(true)
    act(() => practice.click())
    expect(practice.getAttribute('aria-expanded')).toBe('true')
    expect(body.hidden).toBe(false)
    // A name saved as the single field is edited under the language of its script.
    expect(byLabel(host, 'Full name in English').value).toBe('Dr. Sara')
    expect(byLabel(host, 'Full name in Arabic').value).toBe('')
    expect(byLabel(host, 'Gender').value).toBe('')
    expect(byLabel(host, 'Specialty *').value).toBe('Spine')
    for (const label of [
      'Bio in Arabic',
      'Bio in English',
      'Main city',
      'Main hospital',
      'Years of experience',
      'Consultant since',
      'Pronouns',
      'Work e-mail',
      'Work phone',
      'LinkedIn',
      'Address line 1',
    ]) {
      expect(() => byLabel(host, label)).not.toThrow()
    }
    // The clinic's place is never typed as coordinates.
    expect(host.textContent).not.toContain('Latitude')
  })

  it('asks once for the main city and hospital, the other places in one list, and puts the clinic there', async () => {
    const { host } = await renderForm()
    act(() => button(host, 'Practice+').click())
    const labels = [...host.querySelectorAll('label')].map((label) => label.textContent.trim())
    expect(labels.filter((text) => /city/i.test(text))).toEqual(['Main city'])
    expect(labels.filter((text) => /hospital/i.test(text))).toEqual(['Main hospital'])
    expect(host.textContent).toContain('Other places I work')
    expect(host.textContent).toContain('Other cities')
    expect(host.textContent).toContain('Other hospitals')
    act(() => type(byLabel(host, 'Main city'), 'Jeddah'))
    act(() => type(byLabel(host, 'Main hospital'), 'King Abdulaziz University Hospital'))
    await submit(host)
    const payload = present(saved.at(-1), 'a saved payload')
    expect(payload).toMatchObject({ city: 'jeddah', hospital: 'King Abdulaziz University Hospital' })
    expect(payload.clinic_location).toMatchObject({
      city: 'jeddah',
      region: 'makkah',
      hospital: 'King Abdulaziz University Hospital',
    })
  })

  it('puts each "who can see" choice beside its own field, for exactly the fields whose audience the member picks', async () => {
    const { host } = await renderForm()
    const choices = [...host.querySelectorAll('select[aria-label^="Who can see "]')]
    expect(choices).toHaveLength(VISIBILITY_FIELDS.length)
    for (const field of VISIBILITY_FIELDS) {
      // The bio is edited in each language; its choice sits with the Arabic one.
      const shownAs = field === 'bio' ? 'bio_ar' : field
      const wrapper = present(host.querySelector(`[data-field="${shownAs}"]`), `the ${field} field`)
      expect(wrapper.querySelectorAll('select[aria-label^="Who can see "]')).toHaveLength(1)
    }
    expect(byAriaLabel<HTMLSelectElement>(host, 'Who can see Bio').value).toBe('members_only')
    // Beside the label: in the label's own row; the bios in both languages share one choice, beside the first.
    expect(
      byAriaLabel(host, 'Who can see Bio').closest('.fieldHead')?.querySelector('label')?.textContent,
    ).toBe('Bio in Arabic')
    expect(
      present(host.querySelector('[data-field="bio_en"]'), 'the English bio').querySelector('select'),
    ).toBeNull()
  })

  it('submits what was edited, as a payload the contract accepts, and says so in a toast', async () => {
    const onSaved = vi.fn()
    const { host } = await renderForm(onSaved)
    act(() => type(byLabel(host, 'Bio in English'), 'Spine surgeon in Riyadh.'))
    act(() => type(byLabel(host, 'Full name in Arabic'), 'د. سارة'))
    act(() => type(byLabel(host, 'Gender'), 'female'))
    act(() => button(host, 'Practice+').click())
    act(() => type(byLabel(host, 'Years of experience'), '12'))
    act(() => type(byLabel(host, 'Main city'), 'Makkah'))
    act(() => type(byLabel(host, 'Work e-mail'), 'sara@hospital.example.sa'))
    act(() => type(byLabel(host, 'Who can see Work contacts'), 'private'))
    expect(host.textContent).toContain('Unsaved changes')
    await submit(host)
    expect(saved).toHaveLength(1)
    const payload = present(saved[0], 'a saved payload')
    expect(payload).toMatchObject({
      full_name_ar: 'د. سارة',
      full_name_en: 'Dr. Sara',
      gender: 'female',
      // Edited as its English label, sent as its code.
      specialty: 'spine',
      bio_ar: '',
      bio_en: 'Spine surgeon in Riyadh.',
      years_experience: 12,
    })
    expect(payload.clinic_location).toMatchObject({ region: 'makkah', lat: null, lng: null })
    expect(payload.work_contacts).toEqual({ email: 'sara@hospital.example.sa', phone: '' })
    expect(payload.visibility).toMatchObject({ work_contacts: 'private', bio: 'members_only' })
    expect(v.safeParse(ProfileInputSchema, payload).success).toBe(true)
    expect(onSaved).toHaveBeenCalledWith(own)
    expect(document.body.textContent).toContain('Profile saved')
    expect(host.textContent).not.toContain('Unsaved changes')
  })

  it('offers the phone given at registration for the work phone, without copying it unasked', async () => {
    const { host } = await renderForm()
    expect(byLabel(host, 'Work phone').value).toBe('')
    // Shown in national form; the field gets the stored international one.
    const offer = button(host, `Use the phone you registered with (${formatPhone(REGISTERED_PHONE, 'en')})`)
    act(() => offer.click())
    expect(byLabel(host, 'Work phone').value).toBe(REGISTERED_PHONE)
    // Once used, there is nothing left to offer.
    expect(
      [...host.querySelectorAll('button')].some((b) =>
        b.textContent?.startsWith('Use the phone you registered with'),
      ),
    ).toBe(false)
    await submit(host)
    expect(saved[0]?.work_contacts?.phone).toBe(REGISTERED_PHONE)
  })

  it('edits rows one by one: add, fill, move up and down by named buttons, remove', async () => {
    const { host } = await renderForm()
    act(() => button(host, 'Add to Qualifications').click())
    act(() => button(host, 'Add to Qualifications').click())
    act(() => button(host, 'Add to Qualifications').click())
    act(() => type(byId(host, 'profile-qualifications-0-title'), 'MBBS'))
    act(() => type(byId(host, 'profile-qualifications-1-title'), 'Saudi Board'))
    act(() => type(byId(host, 'profile-qualifications-1-year'), '2016'))
    act(() => type(byId(host, 'profile-qualifications-2-title'), 'Fellowship'))
    // The first row cannot go up, the last cannot go down.
    expect(button(host, 'Move Qualifications row 1 up').disabled).toBe(true)
    expect(button(host, 'Move Qualifications row 3 down').disabled).toBe(true)
    act(() => button(host, 'Move Qualifications row 2 up').click())
    act(() => button(host, 'Move Qualifications row 2 down').click())
    act(() => button(host, 'Remove Qualifications row 3').click())
    expect(byId(host, 'profile-qualifications-0-title').value).toBe('Saudi Board')
    await submit(host)
    expect(saved[0]?.qualifications).toEqual([
      { title: 'Saudi Board', institution: '', year: 2016 },
      { title: 'Fellowship', institution: '', year: null },
    ])
  })

  it('takes pasted lines in the line format and gives them back as rows (both ways)', async () => {
    const { host } = await renderForm()
    act(() => button(host, 'Add to Publications').click())
    act(() => type(byId(host, 'profile-publications-0-title'), 'Pedicle screws'))
    act(() => type(byId(host, 'profile-publications-0-year'), '2019'))
    act(() => button(within(host, 'publications'), 'Paste lines').click())
    const lines = byLabel(host, 'Publications as lines')
    expect(lines.value).toBe('Pedicle screws||2019||')
    act(() =>
      type(
        lines,
        'Pedicle screws|Spine J|2019|10.1/x|https://doi.org/10.1/x\n\nScoliosis in teens|JBJS|2021||',
      ),
    )
    act(() => button(within(host, 'publications'), 'Edit as rows').click())
    expect(byId(host, 'profile-publications-1-title').value).toBe('Scoliosis in teens')
    expect(byId(host, 'profile-publications-0-venue').value).toBe('Spine J')
    await submit(host)
    expect(saved[0]?.publications).toEqual([
      { title: 'Pedicle screws', venue: 'Spine J', year: 2019, doi: '10.1/x', url: 'https://doi.org/10.1/x' },
      { title: 'Scoliosis in teens', venue: 'JBJS', year: 2021, doi: '', url: '' },
    ])
  })

  it('checks a save with the contract: the reason under the field, its section opened, the focus on the first', async () => {
    const { host } = await renderForm()
    act(() => type(byLabel(host, 'Full name in English'), ' '))
    act(() => type(byLabel(host, 'Work e-mail'), 'not-an-address'))
    await submit(host)
    expect(saved).toHaveLength(0)
    // No name in either language: told at the Arabic name, the first of the two.
    const name = byLabel(host, 'Full name in Arabic')
    expect(document.activeElement).toBe(name)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(
      document.getElementById(present(name.getAttribute('aria-describedby'), 'a description'))?.textContent,
    ).toBe('Give your name in Arabic or in English')
    // The contact section was closed: it opens and counts its problem.
    const contact = present(
      host.querySelector<HTMLElement>('#profile-section-contact'),
      'the contact section',
    )
    expect(contact.hidden).toBe(false)
    expect(host.querySelector('#profile-work_contacts-error')?.textContent).toBe(
      'Work contacts (email) must be an e-mail address',
    )
    expect(button(host, 'Contact details1 field to fix−').getAttribute('aria-expanded')).toBe('true')
    // Fixing the name moves the focus target to the next problem on the next try.
    act(() => type(name, 'Dr. Sara'))
    expect(host.querySelector('#profile-full_name_ar-error')).toBeNull()
    await submit(host)
    expect(document.activeElement).toBe(byLabel(host, 'Work e-mail'))
    expect(saved).toHaveLength(0)
  })

  it('warns before leaving with unsaved changes (in the app and when the tab closes); Cancel discards after asking', async () => {
    const { host, router } = await renderForm()
    act(() => type(byLabel(host, 'Bio in English'), 'Half-written'))
    expect(host.querySelector('[role="status"].dirty')?.textContent).toBe('Unsaved changes')
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(true)
    await act(async () => void router.navigate({ to: '/about' }))
    await vi.waitFor(() => expect(document.body.textContent).toContain('Leave without saving?'))
    act(() => button(host, 'Keep editing').click())
    await vi.waitFor(() => expect(document.body.textContent).not.toContain('Leave without saving?'))
    expect(byLabel(host, 'Bio in English').value).toBe('Half-written')
    act(() => button(host, 'Cancel').click())
    expect(document.body.textContent).toContain('Discard your changes?')
    act(() => button(host, 'Discard changes').click())
    expect(byLabel(host, 'Bio in English').value).toBe('')
    expect(host.textContent).not.toContain('Unsaved changes')
    // Nothing unsaved: leaving asks nothing.
    await act(async () => router.navigate({ to: '/about' }))
    await vi.waitFor(() => expect(host.querySelector('h1')?.textContent).toBe('Elsewhere'))
  })
})

function within(host: HTMLElement, field: string): HTMLElement {
  return present(host.querySelector<HTMLElement>(`[data-field="${field}"]`), `the ${field} field`)
}

function byId(host: HTMLElement, id: string): HTMLInputElement {
  const element = host.ownerDocument.getElementById(id)
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input #${id}`)
  return element
}

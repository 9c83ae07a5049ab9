import { present } from '@contract/narrow'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as SessionModule from '@/lib/session'
import { OwnProfileSchema, ProfileInputSchema, VISIBILITY_FIELDS, profileDefaults, type ProfileInput } from '@contract/members'

// The styles are compiled by the vanilla-extract plugin in the app build only; here each
// class name is its own key.
vi.mock('./profile.css', () =>
  Object.fromEntries(
    [
      'page',
      'form',
      'fieldset',
      'legend',
      'grid',
      'field',
      'control',
      'textarea',
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
      'headerWithVisibility',
      'pendingBox',
      'wide',
      'fileInput',
    ].map((name) => [name, name]),
  ),
)
// The signed-in member gave a phone at registration: the form offers it for the work phone.
const REGISTERED_PHONE = '+966501112222'
vi.mock('@/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  useSession: () => ({ ready: true, user: { phone: REGISTERED_PHONE } }),
}))
vi.mock('@/ui/button.css', () => ({
  button: { primary: 'primary', secondary: 'secondary', ghost: 'ghost' },
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

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  saved.length = 0
})

async function renderForm(onSaved = vi.fn()) {
  const host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  await act(async () => {
    present(root, 'a React root').render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <ProfileFormPage mode="first-time" onSaved={onSaved} />
        </QueryClientProvider>
      </I18nProvider>,
    )
  })
  // The profile loads through the query first.
  for (let tries = 0; !host.querySelector('form') && tries < 50; tries += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  return host
}

/** The control a <label> names, the way a person (and the e2e tests) find it. */
function byLabel(host: HTMLElement, text: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
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
  throw new Error(`no control labelled ${text}`)
}

function type(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  // React listens to the native value setter; setting .value directly would not fire onChange.
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, value)
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', {
      bubbles: true,
    }),
  )
}

describe('the profile form', () => {
  it('renders one group per section of the field table, with the labels the e2e tests use', async () => {
    const host = await renderForm()
    expect([...host.querySelectorAll('legend')].map((legend) => legend.textContent)).toEqual(
      expect.arrayContaining(['Basic information', 'Practice', 'Contact details', 'Education', 'Research', 'Roles and committees', 'Privacy']),
    )
    expect(byLabel(host, 'Full name *').value).toBe('Dr. Sara')
    expect(byLabel(host, 'Specialty *').value).toBe('Spine')
    for (const label of ['Bio', 'City', 'Hospital', 'Years of experience', 'Consultant since', 'Pronouns', 'Work e-mail', 'Work phone', 'LinkedIn', 'Region']) {
      expect(() => byLabel(host, label)).not.toThrow()
    }
    // One "who can see" choice per field whose audience the member picks.
    expect([...host.querySelectorAll('select')].length).toBe(VISIBILITY_FIELDS.length)
    expect(byLabel(host, 'Who can see Bio').value).toBe('members_only')
  })

  it('submits what was edited, as a payload the contract accepts', async () => {
    const onSaved = vi.fn()
    const host = await renderForm(onSaved)
    act(() => type(byLabel(host, 'Bio'), 'Spine surgeon in Riyadh.'))
    act(() => type(byLabel(host, 'Years of experience'), '12'))
    act(() => type(byLabel(host, 'Work e-mail'), 'sara@hospital.example.sa'))
    act(() => type(byLabel(host, 'Who can see Work contacts'), 'private'))
    await act(async () => present(host.querySelector('form'), 'the form').requestSubmit())
    expect(saved).toHaveLength(1)
    const payload = present(saved[0], 'a saved payload')
    expect(payload).toMatchObject({
      full_name: 'Dr. Sara',
      // Edited as its English label, sent as its code.
      specialty: 'spine',
      bio: 'Spine surgeon in Riyadh.',
      years_experience: 12,
    })
    expect(payload.work_contacts).toEqual({
      email: 'sara@hospital.example.sa',
      phone: '',
    })
    expect(payload.visibility).toMatchObject({
      work_contacts: 'private',
      bio: 'members_only',
    })
    expect(v.safeParse(ProfileInputSchema, payload).success).toBe(true)
    expect(onSaved).toHaveBeenCalledWith(own)
  })

  it('offers the phone given at registration for the work phone, without copying it unasked', async () => {
    const host = await renderForm()
    expect(byLabel(host, 'Work phone').value).toBe('')
    const offer = [...host.querySelectorAll('button')].find((button) => button.textContent === `Use the phone you registered with (${REGISTERED_PHONE})`)
    expect(offer).toBeDefined()
    // Checked just above.
    act(() => offer!.click())
    expect(byLabel(host, 'Work phone').value).toBe(REGISTERED_PHONE)
    // Once used, there is nothing left to offer.
    expect([...host.querySelectorAll('button')].some((button) => button.textContent?.startsWith('Use the phone you registered with'))).toBe(false)
    await act(async () => present(host.querySelector('form'), 'the form').requestSubmit())
    expect(saved[0]?.work_contacts?.phone).toBe(REGISTERED_PHONE)
  })
})

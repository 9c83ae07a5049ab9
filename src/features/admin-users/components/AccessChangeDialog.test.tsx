import type { LifecycleUser } from '@contract/users'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadAreaMessages } from '@/lib/i18n/i18n'
import { AccessChangeDialog, type AccessChange } from './AccessChangeDialog'

// The dialog's frame is tested in src/ui; here only its words matter.
vi.mock('@/ui/dialogs/ConfirmDialog', () => ({
  ConfirmDialog: (props: { open: boolean; title: string; message: ReactNode }) =>
    props.open ? (
      <div role="dialog" aria-label={props.title}>
        <p>{props.message}</p>
      </div>
    ) : null,
}))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let host: HTMLDivElement
let root: Root
beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'ar', messages: {} })
  await loadAreaMessages('admin')
})
beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

const person = (gender: LifecycleUser['gender'], full_name_ar: string): LifecycleUser => ({
  id: 1,
  email: 'someone@example.sa',
  role: 'member',
  tier: 'public',
  is_active: false,
  status: 'pending',
  full_name: full_name_ar,
  full_name_ar,
  full_name_en: '',
  gender,
  phone: null,
  specialty: null,
  created_at: '2026-12-01T00:00:00.000Z',
  notes: null,
})

function said(change: AccessChange): string {
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <AccessChangeDialog change={change} busy={false} onConfirm={() => {}} onClose={() => {}} />
      </I18nProvider>,
    ),
  )
  return host.querySelector('p')?.textContent ?? ''
}

describe('an access change agrees with the person in Arabic', () => {
  it('speaks of a woman in the feminine', () => {
    const sara = person('female', 'د. سارة العتيبي')
    expect(said({ kind: 'approve', user: sara })).toBe(
      'هل توافق على د. سارة العتيبي؟ سيُرسَل إليها بريد تفعيل، ويمكنها تسجيل الدخول بعد فتح الرابط الوارد فيه.',
    )
    expect(said({ kind: 'activate', user: sara })).toContain('ستتمكن من تسجيل الدخول فورًا.')
    expect(said({ kind: 'deactivate', user: sara })).toContain('حتى يُعاد تفعيل حسابها.')
    expect(said({ kind: 'changeRole', user: sara, role: 'editor', isActive: false })).toContain(
      'سيتغير ما يمكنها الاطلاع عليه والقيام به فورًا. وسيُسجَّل خروجها أيضًا',
    )
  })

  it('speaks of a man in the masculine, and neutrally when the gender is not given', () => {
    expect(said({ kind: 'activate', user: person('male', 'د. عمر الحربي') })).toContain(
      'سيتمكن من تسجيل الدخول فورًا.',
    )
    const unset = said({ kind: 'sendActivation', user: person(null, 'ريم') })
    expect(unset).toContain('حتى يُفتح الرابط الجديد')
    expect(unset).not.toMatch(/[يت]فتح/)
  })
})

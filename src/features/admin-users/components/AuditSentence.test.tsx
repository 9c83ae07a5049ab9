import type { AuditEntry } from '@contract/audit'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadAreaMessages } from '@/lib/i18n/i18n'
import { AuditSentence } from './AuditSentence'

// The styles are compiled by the vanilla-extract plugin in the app build only.
vi.mock('./audit.css', () => ({ sentence: 'sentence' }))

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

const created = (actor_name: string, actor_gender: AuditEntry['actor_gender']): AuditEntry => ({
  id: 1,
  actor_id: 2,
  actor_email: 'actor@example.sa',
  actor_name,
  actor_gender,
  action: 'job.create',
  verb: 'create',
  entity: 'job',
  entity_id: '21',
  subject_ar: 'استشاري جراحة العظام',
  subject_en: 'Orthopedic consultant',
  subject: '#21',
  before: null,
  after: null,
  changes: [],
  created_at: '2026-12-01T09:00:00.000Z',
})

function said(entry: AuditEntry): string {
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <AuditSentence entry={entry} />
      </I18nProvider>,
    ),
  )
  return host.textContent ?? ''
}

describe('an audit entry as an Arabic sentence', () => {
  it("agrees with the actor's gender, and reads neutrally when it is unknown", () => {
    expect(said(created('سارة', 'female'))).toBe('سارة أنشأت الوظيفة «استشاري جراحة العظام»')
    expect(said(created('عمر', 'male'))).toBe('عمر أنشأ الوظيفة «استشاري جراحة العظام»')
    expect(said(created('ريم', null))).toBe('تم إنشاء الوظيفة «استشاري جراحة العظام» بواسطة ريم')
  })
})

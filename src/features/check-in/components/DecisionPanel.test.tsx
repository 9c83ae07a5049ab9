import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Decision } from '../model'
import { DecisionPanel } from './DecisionPanel'

// The styles are compiled by the vanilla-extract plugin in the app build only.
vi.mock('./check-in.css', () => ({
  result: { idle: 'idle', admitted: 'admitted', repeat: 'repeat', refused: 'refused' },
  resultTitle: 'resultTitle',
  resultName: 'resultName',
  resultNote: 'resultNote',
}))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let host: HTMLDivElement
let root: Root
beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

function nameShown(locale: 'ar' | 'en', decision: Decision) {
  i18n.loadAndActivate({ locale, messages: {} })
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <DecisionPanel decision={decision} />
      </I18nProvider>,
    ),
  )
  const bdi = host.querySelector('bdi')
  return { text: bdi?.textContent, lang: bdi?.getAttribute('lang') ?? null, dir: bdi?.getAttribute('dir') }
}

describe('the door decision panel', () => {
  const sara = { full_name: 'سارة العتيبي', full_name_ar: 'سارة العتيبي', full_name_en: 'Sara Alotaibi' }

  it("names the attendee in the reader's language", () => {
    const decision: Decision = { kind: 'admitted', registrationId: 7, name: sara }
    expect(nameShown('ar', decision)).toEqual({ text: 'سارة العتيبي', lang: null, dir: 'auto' })
    expect(nameShown('en', decision)).toEqual({ text: 'Sara Alotaibi', lang: null, dir: 'auto' })
  })

  it('marks a name kept only in the other language with its lang', () => {
    const decision: Decision = {
      kind: 'revoked',
      registrationId: 8,
      name: { full_name: 'Omar Haddad', full_name_ar: '', full_name_en: 'Omar Haddad' },
    }
    expect(nameShown('ar', decision)).toEqual({ text: 'Omar Haddad', lang: 'en', dir: 'auto' })
  })
})

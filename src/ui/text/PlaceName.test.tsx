import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BilingualText } from './BilingualText'
import { PlaceName } from './PlaceName'

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

function show(locale: 'ar' | 'en', node: React.ReactNode): HTMLElement {
  i18n.loadAndActivate({ locale, messages: {} })
  act(() => root.render(<I18nProvider i18n={i18n}>{node}</I18nProvider>))
  return host
}
const bdi = (locale: 'ar' | 'en', node: React.ReactNode) => {
  const element = show(locale, node).querySelector('bdi')
  if (!element) throw new Error('no <bdi> rendered')
  return { text: element.textContent, lang: element.getAttribute('lang'), dir: element.getAttribute('dir') }
}

describe('a field kept in both languages', () => {
  const venue = { location: 'فندق هيلتون جدة', location_ar: 'فندق هيلتون جدة', location_en: 'Hilton Jeddah' }

  it('shows the reader language, isolated, without a language mark', () => {
    expect(bdi('ar', <PlaceName place={venue} />)).toEqual({
      text: 'فندق هيلتون جدة',
      lang: null,
      dir: 'auto',
    })
    expect(bdi('en', <PlaceName place={venue} />)).toEqual({ text: 'Hilton Jeddah', lang: null, dir: 'auto' })
  })

  it('falls back to the other language, marked with its lang and isolated', () => {
    expect(
      bdi(
        'ar',
        <PlaceName
          place={{ location: 'Sheraton Dammam', location_ar: '', location_en: 'Sheraton Dammam' }}
        />,
      ),
    ).toEqual({ text: 'Sheraton Dammam', lang: 'en', dir: 'auto' })
    expect(bdi('en', <BilingualText ar="لجنة العضوية" en="" />)).toEqual({
      text: 'لجنة العضوية',
      lang: 'ar',
      dir: 'auto',
    })
  })

  it('reads a copy saved before the pair by the script of its single field', () => {
    expect(bdi('ar', <PlaceName place={{ location: 'Hilton Jeddah' }} />)).toEqual({
      text: 'Hilton Jeddah',
      lang: 'en',
      dir: 'auto',
    })
    expect(bdi('ar', <BilingualText ar="" en="" single="مستشفى عسير" />)).toEqual({
      text: 'مستشفى عسير',
      lang: null,
      dir: 'auto',
    })
  })

  it('shows the online place in the reader language', () => {
    const online = { location: 'online', location_ar: 'online', location_en: 'online' }
    expect(show('ar', <PlaceName place={online} />).textContent).toBe('عبر الإنترنت')
    expect(show('en', <PlaceName place={online} />).textContent).toBe('Online')
  })
})

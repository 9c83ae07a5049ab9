import { present } from '@contract/narrow'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Logo } from './Logo'

const render = (props: Parameters<typeof Logo>[0]) => {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(<Logo {...props} />)
  return present(host.querySelector('svg'), 'an svg')
}

describe('Logo (full and mark, default and white, Arabic and English)', () => {
  it('is an image named by its label', () => {
    const svg = render({ locale: 'en', label: 'Saudi Orthopedic Society' })
    expect(svg.getAttribute('role')).toBe('img')
    const titleId = svg.getAttribute('aria-labelledby')
    expect(svg.querySelector('title')?.id).toBe(titleId)
    expect(svg.querySelector('title')?.textContent).toBe('Saudi Orthopedic Society')
  })

  it('is hidden from assistive technology when its label is empty (it sits beside the same name)', () => {
    const svg = render({ locale: 'ar', label: '' })
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('role')).toBeNull()
  })

  it('writes the wordmark in the language asked for', () => {
    expect(render({ locale: 'ar', label: 'x' }).textContent).toContain('الجمعية السعودية')
    expect(render({ locale: 'en', label: 'x' }).textContent).toContain('Saudi Orthopedic')
  })

  it('the mark variant has no wordmark and is square', () => {
    const svg = render({ locale: 'en', label: 'x', variant: 'mark', height: 48 })
    expect(svg.querySelectorAll('text')).toHaveLength(0)
    expect(svg.getAttribute('width')).toBe('48')
    expect(svg.getAttribute('viewBox')).toBe('0 0 40 40')
  })

  it('the white theme draws a white seal and white text for dark backgrounds', () => {
    const svg = render({ locale: 'en', label: 'x', theme: 'white' })
    expect(svg.querySelector('circle')?.getAttribute('fill')).toBe('#ffffff')
    expect(svg.querySelector('text')?.parentElement?.getAttribute('fill')).toBe('#ffffff')
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { showSplash } from './splash'

const shown = () => [...document.querySelectorAll<HTMLElement>('.splash')].filter((splash) => !splash.hidden).map((splash) => splash.lang)

describe('showSplash', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><div class="splash" lang="ar" dir="rtl"></div><div class="splash" lang="en" dir="ltr" hidden></div></div>'
  })

  it("shows the stored language's splash only", () => {
    showSplash(document, 'en')
    expect(shown()).toEqual(['en'])
    showSplash(document, 'ar')
    expect(shown()).toEqual(['ar'])
  })

  it('leaves the Arabic one shown when the page has no splash in the chosen language', () => {
    document.querySelector('.splash[lang="en"]')?.remove()
    showSplash(document, 'en')
    expect(shown()).toEqual(['ar'])
  })
})

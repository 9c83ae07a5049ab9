import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// index.html itself: its inline script picks the splash of the stored language before the
// first paint, without any of the app's code.
const html = readFileSync(resolve(import.meta.dirname, '../index.html'), 'utf8')
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((found) => found[1] ?? '')

function openPage(): string[] {
  document.documentElement.innerHTML = new DOMParser().parseFromString(html, 'text/html').documentElement.innerHTML
  // What the browser does while parsing the page: run each inline script (jsdom's parser does not run them here).
  for (const source of inlineScripts) new Function(source)()
  return [...document.querySelectorAll<HTMLElement>('#root > .splash')].filter((splash) => !splash.hidden).map((splash) => splash.lang)
}

describe('index.html', () => {
  afterEach(() => localStorage.clear())

  it('has one inline script, the language pick', () => {
    expect(inlineScripts).toHaveLength(1)
  })

  it('shows the Arabic splash by default and the English one when English is the stored choice', () => {
    expect(openPage()).toEqual(['ar'])
    localStorage.setItem('lang', 'en')
    expect(openPage()).toEqual(['en'])
    localStorage.setItem('lang', 'fr')
    expect(openPage()).toEqual(['ar'])
  })

  it('keeps the Arabic splash when storage cannot be read', () => {
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    try {
      expect(openPage()).toEqual(['ar'])
    } finally {
      Storage.prototype.getItem = getItem
    }
  })
})

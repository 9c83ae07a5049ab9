import sharp from 'sharp'

/** Small valid demo files; images carry no text, since fonts differ between machines. */

export interface Artwork {
  width: number
  height: number
  hue: number
  variant: number
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360}, ${s}%, ${l}%)`

// The society's palette: its blue and gold, with teal, green and plum for variety.
const PALETTE_HUES = [198, 186, 210, 168, 222, 286, 200, 152] as const

/** The n-th entry of a non-empty list, wrapping around. */
const cycle = <T>(list: readonly [T, ...T[]], n: number): T =>
  list[Math.abs(Math.round(n)) % list.length] ?? list[0]
const GOLD = '#c9962e'

/** Line-art medical motifs centred on (0, 0), about 200 units across, drawn in `ink`. */
function motif(kind: number, ink: string, accent: string): string {
  const line = `fill="none" stroke="${ink}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`
  switch (kind % 5) {
    case 0: // A femur: shaft, head and condyles.
      return `<g transform="rotate(-30)" fill="${ink}">
        <rect x="-78" y="-13" width="156" height="26" rx="13"/>
        <circle cx="-86" cy="-16" r="24"/><circle cx="-80" cy="16" r="19"/>
        <circle cx="88" cy="-15" r="21"/><circle cx="88" cy="15" r="21"/></g>`
    case 1: // A knee: femur above, tibia below, the patella in gold.
      return `<g fill="${ink}">
        <rect x="-20" y="-110" width="40" height="82" rx="18"/><ellipse cx="0" cy="-24" rx="46" ry="24"/>
        <rect x="-18" y="24" width="36" height="90" rx="16"/><rect x="-44" y="10" width="88" height="24" rx="12"/>
        <circle cx="52" cy="-8" r="16" fill="${accent}"/></g>`
    case 2: // A stethoscope: ear tubes, the tubing and the chest piece.
      return `<g ${line}>
        <path d="M -60 -100 L -60 -40 Q -60 20 0 20 Q 60 20 60 -40 L 60 -100"/>
        <path d="M 0 20 L 0 50 Q 0 96 46 96 Q 86 96 86 60"/>
        <circle cx="-60" cy="-104" r="6" fill="${ink}"/><circle cx="60" cy="-104" r="6" fill="${ink}"/></g>
        <circle cx="86" cy="44" r="24" fill="${accent}"/><circle cx="86" cy="44" r="10" fill="${ink}"/>`
    case 3: // A spine: a column of vertebrae with discs between.
      return `<g fill="${ink}">${[-96, -56, -16, 24, 64]
        .map(
          (y, i) =>
            `<rect x="${-34 + i * 3}" y="${y}" width="${68 - i * 6}" height="30" rx="9"/><rect x="-10" y="${y + 31}" width="20" height="8" rx="4" fill="${accent}"/>`,
        )
        .join('')}</g>`
    default: // A heartbeat through a cross.
      return `<g><rect x="-26" y="-90" width="52" height="180" rx="12" fill="${ink}" opacity="0.35"/>
        <rect x="-90" y="-26" width="180" height="52" rx="12" fill="${ink}" opacity="0.35"/>
        <polyline ${line} points="-110,0 -50,0 -30,-50 0,50 22,-24 38,0 110,0"/></g>`
  }
}

/**
 * A composed illustration on the society's palette: a gradient, a soft pattern of crosses,
 * a medical motif (femur, knee, stethoscope, spine or heartbeat) on a round badge and a
 * gold rule.
 */
function artworkSvg({ width, height, hue, variant }: Artwork): string {
  const w = width
  const h = height
  const s = Math.min(w, h)
  const base = cycle(PALETTE_HUES, hue / 37)
  const pattern = Array.from({ length: 18 }, (_, i) => {
    const x = ((i * 211 + variant * 97) % 100) / 100
    const y = ((i * 137 + variant * 53) % 100) / 100
    const size = s * (0.012 + ((i * 7) % 5) * 0.004)
    return `<path d="M ${w * x - size} ${h * y} h ${2 * size} M ${w * x} ${h * y - size} v ${2 * size}" stroke="#ffffff" stroke-width="${size * 0.5}" stroke-linecap="round" opacity="0.18"/>`
  }).join('')
  const cx = w * (variant % 2 ? 0.66 : 0.34)
  const cy = h * 0.5
  const scale = (s * 0.5) / 220
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${hsl(base, 62, 24)}"/><stop offset="0.6" stop-color="${hsl(base + 12, 55, 36)}"/><stop offset="1" stop-color="${hsl(base + 28, 50, 48)}"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    ${pattern}
    <circle cx="${w - cx}" cy="${h * 0.2}" r="${s * 0.42}" fill="url(#glow)"/>
    <circle cx="${cx}" cy="${cy}" r="${s * 0.36}" fill="#ffffff" opacity="0.1"/>
    <circle cx="${cx}" cy="${cy}" r="${s * 0.3}" fill="${hsl(base, 45, 96)}"/>
    <circle cx="${cx}" cy="${cy}" r="${s * 0.3}" fill="none" stroke="${GOLD}" stroke-width="${s * 0.012}"/>
    <g transform="translate(${cx} ${cy}) scale(${scale})">${motif(variant, hsl(base, 60, 28), GOLD)}</g>
    <rect x="${variant % 2 ? w * 0.08 : w * 0.62}" y="${h * 0.78}" width="${w * 0.3}" height="${s * 0.018}" rx="${s * 0.009}" fill="${GOLD}"/>
    <rect x="${variant % 2 ? w * 0.08 : w * 0.62}" y="${h * 0.83}" width="${w * 0.2}" height="${s * 0.012}" rx="${s * 0.006}" fill="#ffffff" opacity="0.5"/>
  </svg>`
}

export interface Portrait {
  /** Picks the background, skin tone and details. */
  seed: number
  /** Draws a head scarf (hijab) instead of short hair. */
  scarf: boolean
}

const SKIN = ['#c99a72', '#b8845e', '#d8ae8a', '#a8744f', '#e0b894'] as const
const HAIR = ['#2b1d16', '#3a2a20', '#1f1a17', '#4a3426'] as const
const SCARF = ['#1f2a44', '#5b3a52', '#2f4f4f', '#6b4f3a', '#222222'] as const

/**
 * A doctor's portrait as an illustration: a gradient disc, a white coat with the
 * society-blue collar, a stethoscope, and a face without features (nothing here pretends
 * to be a real person).
 */
function portraitSvg({ seed, scarf }: Portrait): string {
  const base = cycle(PALETTE_HUES, seed)
  const skin = cycle(SKIN, seed)
  const head = scarf
    ? `<path d="M 128 44 C 82 44 70 84 72 118 C 74 150 84 176 96 190 L 160 190 C 172 176 182 150 184 118 C 186 84 174 44 128 44 Z" fill="${cycle(SCARF, seed)}"/>
       <ellipse cx="128" cy="114" rx="36" ry="42" fill="${skin}"/>
       <path d="M 90 104 C 92 70 164 70 166 104 C 150 86 106 86 90 104 Z" fill="${cycle(SCARF, seed)}"/>`
    : `<rect x="114" y="140" width="28" height="34" rx="10" fill="${skin}"/>
       <ellipse cx="128" cy="112" rx="38" ry="44" fill="${skin}"/>
       <path d="M 88 108 C 84 64 112 56 130 58 C 158 58 174 74 168 110 C 164 90 150 82 128 84 C 108 84 94 92 88 108 Z" fill="${cycle(HAIR, seed)}"/>
       ${seed % 3 === 0 ? `<path d="M 96 128 C 100 166 156 166 160 128 C 156 150 100 150 96 128 Z" fill="${cycle(HAIR, seed)}" opacity="0.85"/>` : ''}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(base, 55, 82)}"/><stop offset="1" stop-color="${hsl(base + 20, 50, 62)}"/>
    </linearGradient></defs>
    <rect width="256" height="256" fill="url(#bg)"/>
    <circle cx="210" cy="44" r="60" fill="#ffffff" opacity="0.18"/>
    <path d="M 40 256 C 40 200 76 178 128 178 C 180 178 216 200 216 256 Z" fill="#f8fafc"/>
    <path d="M 104 178 L 128 222 L 152 178 Z" fill="${hsl(base, 60, 30)}"/>
    <path d="M 104 178 L 118 256 M 152 178 L 138 256" stroke="#cbd5e1" stroke-width="3"/>
    ${head}
    <path d="M 100 184 C 92 214 104 232 120 236" fill="none" stroke="#334155" stroke-width="5" stroke-linecap="round"/>
    <path d="M 156 184 C 166 206 162 224 150 232" fill="none" stroke="#334155" stroke-width="5" stroke-linecap="round"/>
    <circle cx="148" cy="236" r="9" fill="${GOLD}" stroke="#334155" stroke-width="3"/>
  </svg>`
}

/** A member's portrait illustration as WebP, the format avatars are stored in. */
export function portraitWebp(portrait: Portrait): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(portrait)))
    .webp({ quality: 80 })
    .toBuffer()
}

/** An illustration as WebP (news feature and inline images). */
export function artworkWebp(art: Artwork): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(art)))
    .webp({ quality: 78 })
    .toBuffer()
}

export function artworkJpeg(art: Artwork): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(art)))
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer()
}

export function artworkPng(art: Artwork): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(art)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
}

// ---------- zip (stored) and Office Open XML ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8) // the index is masked to 0…255, the table's 256 entries
  return (crc ^ 0xffffffff) >>> 0
}

/** A zip archive with stored (uncompressed) entries: enough for an OOXML package. */
function makeZip(entries: { name: string; data: string | Buffer }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  // 2026-01-01 00:00 in DOS format: a fixed stamp keeps the files reproducible.
  const dosTime = 0
  const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(0, 8)
    local.writeUInt16LE(dosTime, 10)
    local.writeUInt16LE(dosDate, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    locals.push(local, name, data)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(0, 10)
    central.writeUInt16LE(dosTime, 12)
    central.writeUInt16LE(dosDate, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, name)
    offset += 30 + name.length + data.length
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, ...centrals, end])
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const OFFICE_DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument'

/** A Word document; Arabic paragraphs are marked right to left. */
export function makeDocx(paragraphs: { text: string; heading?: boolean; rtl?: boolean }[]): Buffer {
  const body = paragraphs
    .map((p) => {
      const pPr = p.rtl ? '<w:pPr><w:bidi/></w:pPr>' : ''
      const rPr = `<w:rPr>${p.heading ? '<w:b/><w:sz w:val="32"/>' : ''}${p.rtl ? '<w:rtl/>' : ''}</w:rPr>`
      return `<w:p>${pPr}<w:r>${rPr}<w:t xml:space="preserve">${xmlText(p.text)}</w:t></w:r></w:p>`
    })
    .join('')
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${XML_HEAD}<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${OFFICE_DOC}" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: 'word/document.xml',
      data: `${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
    },
  ])
}

const columnName = (index: number) => String.fromCharCode(65 + index)

/** A one-sheet workbook; numbers stay numbers, the rest are inline strings. */
export function makeXlsx(rows: (string | number)[][]): Buffer {
  const sheetRows = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((cell, c) => {
            const ref = `${columnName(c)}${r + 1}`
            return typeof cell === 'number'
              ? `<c r="${ref}"><v>${cell}</v></c>`
              : `<c r="${ref}" t="inlineStr"><is><t>${xmlText(cell)}</t></is></c>`
          })
          .join('')}</row>`,
    )
    .join('')
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${XML_HEAD}<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${OFFICE_DOC}" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `${XML_HEAD}<workbook xmlns="${main}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `${XML_HEAD}<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `${XML_HEAD}<worksheet xmlns="${main}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    },
  ])
}

/** CSV with quoting where needed and a UTF-8 BOM so spreadsheet programs read Arabic right. */
export function makeCsv(rows: (string | number)[][]): Buffer {
  const cell = (value: string | number) => {
    const text = String(value)
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return Buffer.from(`\ufeff${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`, 'utf8')
}

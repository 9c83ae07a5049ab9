import sharp from 'sharp'

/**
 * Small, valid files for the demo content: images drawn with sharp, a PDF
 * written by hand, DOCX and XLSX as minimal Office Open XML packages in a stored zip, and
 * plain CSV/TXT. No text is drawn into images (fonts differ between machines).
 */

// ---------- images ----------

export interface Artwork {
  width: number
  height: number
  /** Hue 0–360 of the main colour. */
  hue: number
  /** Picks one of the motifs. */
  variant: number
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360}, ${s}%, ${l}%)`

/** An abstract illustration (bone, joint, pulse line or bars) on a gradient. */
function artworkSvg({ width, height, hue, variant }: Artwork): string {
  const w = width
  const h = height
  const cx = w / 2
  const cy = h / 2
  const s = Math.min(w, h)
  const motifs = [
    // A long bone: shaft with two epiphyses.
    `<g fill="${hsl(hue, 30, 96)}" opacity="0.92" transform="rotate(-25 ${cx} ${cy})">
      <rect x="${cx - s * 0.42}" y="${cy - s * 0.06}" width="${s * 0.84}" height="${s * 0.12}" rx="${s * 0.06}"/>
      <circle cx="${cx - s * 0.44}" cy="${cy - s * 0.07}" r="${s * 0.1}"/><circle cx="${cx - s * 0.44}" cy="${cy + s * 0.07}" r="${s * 0.1}"/>
      <circle cx="${cx + s * 0.44}" cy="${cy - s * 0.07}" r="${s * 0.1}"/><circle cx="${cx + s * 0.44}" cy="${cy + s * 0.07}" r="${s * 0.1}"/>
    </g>`,
    // A joint: two rounded segments meeting.
    `<g fill="none" stroke="${hsl(hue, 30, 96)}" stroke-width="${s * 0.09}" stroke-linecap="round" opacity="0.9">
      <path d="M ${cx - s * 0.5} ${cy + s * 0.3} L ${cx} ${cy - s * 0.05} L ${cx + s * 0.45} ${cy + s * 0.32}"/>
    </g><circle cx="${cx}" cy="${cy - s * 0.05}" r="${s * 0.11}" fill="${hsl(hue + 30, 60, 70)}"/>`,
    // A pulse line.
    `<polyline fill="none" stroke="${hsl(hue, 20, 97)}" stroke-width="${s * 0.035}" stroke-linejoin="round" opacity="0.95"
      points="0,${cy} ${w * 0.3},${cy} ${w * 0.36},${cy - s * 0.3} ${w * 0.44},${cy + s * 0.28} ${w * 0.5},${cy - s * 0.12} ${w * 0.56},${cy} ${w},${cy}"/>`,
    // Bars of a chart.
    [0.35, 0.6, 0.45, 0.8, 0.55]
      .map(
        (v, i) =>
          `<rect x="${w * (0.18 + i * 0.13)}" y="${h * (0.85 - v * 0.7)}" width="${w * 0.09}" height="${h * v * 0.7}" rx="6" fill="${hsl(hue + i * 12, 45, 88 - i * 4)}"/>`,
      )
      .join(''),
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 55, 34)}"/><stop offset="1" stop-color="${hsl(hue + 40, 60, 52)}"/>
    </linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <circle cx="${w * 0.85}" cy="${h * 0.15}" r="${s * 0.35}" fill="${hsl(hue + 20, 70, 80)}" opacity="0.18"/>
    <circle cx="${w * 0.1}" cy="${h * 0.95}" r="${s * 0.3}" fill="${hsl(hue - 20, 70, 85)}" opacity="0.15"/>
    ${motifs[variant % motifs.length]}
  </svg>`
}

export function artworkJpeg(art: Artwork): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(art))).jpeg({ quality: 72, mozjpeg: true }).toBuffer()
}

export function artworkPng(art: Artwork): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(art))).png({ compressionLevel: 9, palette: true }).toBuffer()
}

// ---------- PDF ----------

// Standard fonts carry Latin-1 only: typographic quotes and dashes become ASCII first.
const pdfText = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)')

/** A PDF of A4 pages with a title and lines of Latin text (Helvetica, one of the 14 standard fonts). */
export function makePdf(pages: { title: string; lines: string[] }[]): Buffer {
  const objects: string[] = []
  const pageIds: number[] = []
  // 1 catalog, 2 pages, 3 regular font, 4 bold font, then a page + contents pair per page.
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>'
  pages.forEach((page, index) => {
    const pageId = 5 + index * 2
    const contentId = pageId + 1
    pageIds.push(pageId)
    const body = [
      'BT',
      `/F2 20 Tf 56 770 Td (${pdfText(page.title)}) Tj`,
      '/F1 12 Tf 0 -34 Td 16 TL',
      ...page.lines.map((line) => `(${pdfText(line)}) '`),
      'ET',
    ].join('\n')
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contentId} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`
    objects[contentId] = `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`
  })
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1')
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
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

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
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
    { name: '_rels/.rels', data: `${XML_HEAD}<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${OFFICE_DOC}" Target="word/document.xml"/></Relationships>` },
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
            return typeof cell === 'number' ? `<c r="${ref}"><v>${cell}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${xmlText(cell)}</t></is></c>`
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
    { name: '_rels/.rels', data: `${XML_HEAD}<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${OFFICE_DOC}" Target="xl/workbook.xml"/></Relationships>` },
    {
      name: 'xl/workbook.xml',
      data: `${XML_HEAD}<workbook xmlns="${main}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `${XML_HEAD}<Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: `${XML_HEAD}<worksheet xmlns="${main}"><sheetData>${sheetRows}</sheetData></worksheet>` },
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

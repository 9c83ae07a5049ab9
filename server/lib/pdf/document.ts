import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { create as createFont, type Font } from 'fontkit'
import { woffToSfnt } from './woff'
import {
  layoutParagraph,
  paragraphDirection,
  tokenWidth,
  type Direction,
  type Face,
  type LaidOutLine,
} from './bidi-line'

/** Bilingual text as real, searchable text in IBM Plex Sans Arabic: a flow layout plus absolute placement. */

export type PdfLanguage = 'ar' | 'en'
export type Align = 'start' | 'end' | 'center'

export interface TextStyle {
  size?: number
  bold?: boolean
  color?: string
  /** Default 1.6: Arabic needs room for its marks. */
  lineHeight?: number
  direction?: Direction | 'auto'
  align?: Align
}

export interface BoxOptions extends TextStyle {
  x?: number
  width?: number
}

export interface PdfOptions {
  title: string
  author?: string
  subject?: string
  keywords?: string[]
  language: PdfLanguage
  /** Pass a fixed date for reproducible files. */
  date: Date
  layout?: 'portrait' | 'landscape'
  margin?: number
  decoratePage?: (pdf: BilingualPdf, page: { index: number; count: number; language: PdfLanguage }) => void
}

const FONT_FILES = {
  'arabic-regular': 'ibm-plex-sans-arabic-arabic-400-normal.woff',
  'arabic-bold': 'ibm-plex-sans-arabic-arabic-700-normal.woff',
  'latin-regular': 'ibm-plex-sans-arabic-latin-400-normal.woff',
  'latin-bold': 'ibm-plex-sans-arabic-latin-700-normal.woff',
} as const
type FontName = keyof typeof FONT_FILES

/** Arabic kerning pairs open gaps inside words that text extraction reads as spaces, cutting words in two. */
function withoutKerning(font: Font): Font {
  const layout: Font['layout'] = (text, features, ...rest) => {
    const enabled = Array.isArray(features)
      ? Object.fromEntries(features.map((tag) => [tag, true]))
      : features
    return font.layout(text, { ...enabled, kern: false }, ...rest)
  }
  return new Proxy(font, {
    get: (target, key, receiver) => (key === 'layout' ? layout : Reflect.get(target, key, receiver)),
  })
}

/** Decoded tables are shared across documents, font objects are not: fontkit's glyph cache would break ToUnicode. */
interface LoadedFace {
  data: Buffer
  tables: object
}
let faceCache: Map<FontName, LoadedFace> | undefined
function faces(): Map<FontName, LoadedFace> {
  if (!faceCache) {
    const require = createRequire(import.meta.url)
    faceCache = new Map(
      Object.entries(FONT_FILES).map(([name, file]) => [
        // Object.entries loses the key type of the literal above.
        name as FontName,
        {
          data: woffToSfnt(readFileSync(require.resolve(`@fontsource/ibm-plex-sans-arabic/files/${file}`))),
          tables: {},
        },
      ]),
    )
  }
  return faceCache
}

/**
 * A font object of its own for one document, decoding into the process's table cache of
 * its face. fontkit keeps that cache in the field `_tables` and has no API for it: the
 * field is checked for the expected shape before it is replaced, and a fontkit without
 * it parses per document as before (slower, same bytes).
 */
function documentFont(name: FontName, face: LoadedFace): Font {
  const font = createFont(face.data)
  if (!('layout' in font)) throw new Error(`${name} is a font collection`)
  const own: unknown = Reflect.get(font, '_tables')
  if (typeof own === 'object' && own !== null && Object.keys(own).length === 0)
    Reflect.set(font, '_tables', face.tables)
  return font
}

const fontName = (face: Face, bold: boolean): FontName => `${face}-${bold ? 'bold' : 'regular'}`

const isRightToLeftLetter = (codePoint: number) =>
  /(?=\p{Script=Arabic})\p{L}/u.test(String.fromCodePoint(codePoint))

/** A number written with the digits of the language: Arabic-Indic in Arabic, Western in English. */
export function pdfNumber(value: number, language: PdfLanguage): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US', {
    useGrouping: false,
  }).format(value)
}

export class BilingualPdf {
  /** The pdfkit document, for vector drawing (shapes, gradients) through `draw`. */
  private readonly doc: PDFKit.PDFDocument
  readonly margin: number
  readonly language: PdfLanguage
  private readonly chunks: Buffer[] = []
  private readonly done: Promise<Buffer>
  private readonly decoratePage: PdfOptions['decoratePage']
  /** The flow's cursor: where the next block starts. */
  y: number
  /** The language of each page, for its furniture. */
  private readonly pageLanguages: PdfLanguage[]

  constructor(options: PdfOptions) {
    this.margin = options.margin ?? 56
    this.language = options.language
    this.decoratePage = options.decoratePage
    this.doc = new PDFDocument({
      size: 'A4',
      layout: options.layout ?? 'portrait',
      margin: this.margin,
      bufferPages: true,
      lang: options.language,
      displayTitle: true,
      info: {
        Title: options.title,
        // pdfkit fails on an entry present but undefined.
        ...(options.author ? { Author: options.author } : {}),
        ...(options.subject ? { Subject: options.subject } : {}),
        ...(options.keywords ? { Keywords: options.keywords.join(', ') } : {}),
        Creator: 'Saudi Orthopedic Society portal',
        Producer: 'Saudi Orthopedic Society portal',
        CreationDate: options.date,
        ModDate: options.date,
      },
    })
    for (const [name, face] of faces()) {
      const font = documentFont(name, face)
      // pdfkit takes a parsed fontkit font as well as bytes (PDFFontFactory.open checks for
      // `layout`); its type declarations list bytes only.
      this.doc.registerFont(
        name,
        (name.startsWith('arabic') ? withoutKerning(font) : font) as unknown as Buffer,
      )
    }
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk))
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)))
      this.doc.on('error', reject)
    })
    this.y = this.margin
    this.pageLanguages = [options.language]
  }

  get pageWidth(): number {
    return this.doc.page.width
  }

  get pageHeight(): number {
    return this.doc.page.height
  }

  /** Width between the left and right margins. */
  get contentWidth(): number {
    return this.pageWidth - 2 * this.margin
  }

  /** Lowest y the flow may write to. */
  get bottom(): number {
    return this.pageHeight - this.margin
  }

  /** Starts a page; `language` (default that of the page before) is handed to `decoratePage`. */
  newPage(language?: PdfLanguage): void {
    this.pageLanguages.push(language ?? this.pageLanguages[this.pageLanguages.length - 1] ?? this.language)
    this.doc.addPage()
    this.y = this.margin
  }

  /** Moves the flow down; starts a new page when that leaves the page. */
  space(points: number): void {
    this.y += points
    if (this.y > this.bottom) this.newPage()
  }

  /** Starts a new page unless `height` points still fit on this one. */
  keepRoom(height: number): void {
    if (this.y + height > this.bottom) this.newPage()
  }

  private measureWith(size: number, bold: boolean) {
    return (text: string, face: Face) => {
      this.doc.font(fontName(face, bold)).fontSize(size)
      return this.doc.widthOfString(text)
    }
  }

  /** The lines a text takes in a box of the given width, and their height. */
  measure(
    text: string,
    style: BoxOptions = {},
  ): { lines: LaidOutLine[]; height: number; direction: Direction } {
    const size = style.size ?? 11
    const direction = paragraphDirection(text, style.direction ?? 'auto')
    const lines = layoutParagraph(
      text,
      direction,
      style.width ?? this.contentWidth,
      this.measureWith(size, style.bold ?? false),
    )
    return { lines, height: lines.length * size * (style.lineHeight ?? 1.6), direction }
  }

  private drawLine(
    line: LaidOutLine,
    left: number,
    top: number,
    width: number,
    direction: Direction,
    style: TextStyle,
  ): void {
    const size = style.size ?? 11
    const bold = style.bold ?? false
    const align = style.align ?? 'start'
    const atRight = (align === 'start') === (direction === 'rtl')
    const x0 =
      align === 'center' ? left + (width - line.width) / 2 : atRight ? left + width - line.width : left
    // pdfkit places text by the top of its line box; centre the glyphs in the taller line.
    const y = top + (size * ((style.lineHeight ?? 1.6) - 1.2)) / 2
    const measure = this.measureWith(size, bold)
    this.doc.fillColor(style.color ?? '#1a202c')
    let x = x0
    for (const token of line.tokens) {
      const width = tokenWidth(token, measure)
      this.doc.font(fontName(token.face, bold)).fontSize(size)
      if (token.mode === 'shaped') this.doc.text(token.text, x, y, { lineBreak: false })
      else {
        let cx = x
        for (const char of token.text) {
          this.doc.text(char, cx, y, { lineBreak: false })
          cx += this.doc.widthOfString(char)
        }
      }
      x += width
    }
  }

  /**
   * Writes text in a box at an absolute position without moving the flow (titles on a
   * cover, names on a certificate). Returns the height used.
   */
  textAt(text: string, options: BoxOptions & { y: number }): number {
    const left = options.x ?? this.margin
    const width = options.width ?? this.contentWidth
    const { lines, height, direction } = this.measure(text, { ...options, width })
    const lineHeight = (options.size ?? 11) * (options.lineHeight ?? 1.6)
    lines.forEach((line, index) =>
      this.drawLine(line, left, options.y + index * lineHeight, width, direction, options),
    )
    return height
  }

  /** Writes a paragraph at the flow's cursor, breaking pages between lines; `after` is the gap below it (default half the size). */
  paragraph(text: string, options: BoxOptions & { after?: number } = {}): void {
    const left = options.x ?? this.margin
    const width = options.width ?? this.contentWidth
    const { lines, direction } = this.measure(text, { ...options, width })
    const lineHeight = (options.size ?? 11) * (options.lineHeight ?? 1.6)
    for (const line of lines) {
      this.keepRoom(lineHeight)
      this.drawLine(line, left, this.y, width, direction, options)
      this.y += lineHeight
    }
    this.y += options.after ?? (options.size ?? 11) / 2
  }

  /** A PNG or JPEG image placed at an absolute position (SVG: rasterise it with sharp first). */
  imageAt(data: Buffer, box: { x: number; y: number; width: number; height?: number }): void {
    this.doc.image(
      data,
      box.x,
      box.y,
      box.height === undefined
        ? { width: box.width }
        : { fit: [box.width, box.height], align: 'center', valign: 'center' },
    )
  }

  /** An image in the flow, `width` × `height` points, at the start, end or centre of the line. */
  image(
    data: Buffer,
    box: { width: number; height: number; align?: Align; direction?: Direction; after?: number },
  ): void {
    this.keepRoom(box.height)
    const direction = box.direction ?? (this.language === 'ar' ? 'rtl' : 'ltr')
    const align = box.align ?? 'center'
    const atRight = (align === 'start') === (direction === 'rtl')
    const x =
      align === 'center'
        ? this.margin + (this.contentWidth - box.width) / 2
        : atRight
          ? this.margin + this.contentWidth - box.width
          : this.margin
    this.imageAt(data, { x, y: this.y, width: box.width, height: box.height })
    this.y += box.height + (box.after ?? 8)
  }

  /**
   * A table of text cells with a header row, columns in reading order of `direction`
   * (the first column at the right in a right-to-left table). Rows never split across pages.
   * `widths` weighs the columns (in reading order); equal widths without it.
   */
  table(
    rows: string[][],
    options: {
      direction?: Direction
      size?: number
      headerColor?: string
      after?: number
      widths?: readonly number[]
    } = {},
  ): void {
    const size = options.size ?? 10
    const direction = options.direction ?? (this.language === 'ar' ? 'rtl' : 'ltr')
    const columns = Math.max(...rows.map((row) => row.length))
    const weights = Array.from({ length: columns }, (_, i) => options.widths?.[i] ?? 1)
    const total = weights.reduce((sum, w) => sum + w, 0)
    const widths = weights.map((w) => (w / total) * this.contentWidth)
    // Each column's left edge, the first column at the right in a right-to-left table.
    const lefts = widths.map((_, i) => {
      const before = widths.slice(0, i).reduce((sum, w) => sum + w, 0)
      return direction === 'rtl' ? this.contentWidth - before - (widths[i] ?? 0) : before
    })
    const padding = 6
    rows.forEach((row, rowIndex) => {
      const header = rowIndex === 0
      const style = { size, bold: header, color: header ? '#ffffff' : '#1a202c', lineHeight: 1.5 }
      const heights = row.map(
        (cell, columnIndex) =>
          this.measure(cell, { ...style, width: (widths[columnIndex] ?? 0) - 2 * padding }).height,
      )
      const rowHeight = Math.max(...heights) + 2 * padding
      this.keepRoom(rowHeight)
      const fill = header ? (options.headerColor ?? '#0b4f6c') : rowIndex % 2 ? '#f1f5f9' : '#ffffff'
      this.doc.rect(this.margin, this.y, this.contentWidth, rowHeight).fill(fill)
      row.forEach((cell, columnIndex) => {
        this.textAt(cell, {
          ...style,
          x: this.margin + (lefts[columnIndex] ?? 0) + padding,
          y: this.y + padding,
          width: (widths[columnIndex] ?? 0) - 2 * padding,
          align: 'start',
        })
      })
      this.y += rowHeight
    })
    this.doc
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .moveTo(this.margin, this.y)
      .lineTo(this.margin + this.contentWidth, this.y)
      .stroke()
    this.y += options.after ?? 12
  }

  /** Vector drawing on the current page with pdfkit's API (rectangles, lines, gradients). */
  draw(paint: (doc: PDFKit.PDFDocument) => void): void {
    paint(this.doc)
  }

  /**
   * A ligature glyph (lam-alef, fa-ya…) stands for several letters, and the ToUnicode map
   * gives them in logical order. Readers that recover right-to-left text (poppler, pdf.js)
   * spread those letters over the glyph from left to right and then read the word from
   * the right, so they come out swapped ("يف" for "في"). Arabic ligatures only ever occur
   * in right-to-left runs, so their entries are written right to left instead. pdfkit
   * keeps the map on its embedded font objects and has no API for it: they are reached by
   * the names registered above and checked for the expected shape before anything changes.
   */
  private reverseArabicLigatureMaps(): void {
    const families: unknown = Reflect.get(this.doc, '_fontFamilies')
    if (typeof families !== 'object' || families === null) return
    for (const name of [fontName('arabic', false), fontName('arabic', true)]) {
      const font: unknown = Reflect.get(families, name)
      const unicode: unknown =
        typeof font === 'object' && font !== null ? Reflect.get(font, 'unicode') : undefined
      if (!Array.isArray(unicode)) continue
      for (const [gid, codePoints] of unicode.entries()) {
        if (
          Array.isArray(codePoints) &&
          codePoints.length > 1 &&
          codePoints.every((c) => typeof c === 'number' && isRightToLeftLetter(c))
        ) {
          unicode[gid] = [...codePoints].reverse()
        }
      }
    }
  }

  /** Finishes the document: page furniture on every page, then the bytes. */
  async toBuffer(): Promise<Buffer> {
    if (this.decoratePage) {
      const range = this.doc.bufferedPageRange()
      for (let index = range.start; index < range.start + range.count; index++) {
        this.doc.switchToPage(index)
        this.decoratePage(this, {
          index,
          count: range.count,
          language: this.pageLanguages[index] ?? this.language,
        })
      }
    }
    this.reverseArabicLigatureMaps()
    this.doc.end()
    return this.done
  }
}

import bidiFactory from 'bidi-js'

/**
 * Bidirectional line layout, independent of any PDF library: a paragraph is split into
 * lines that fit a width, and each line into tokens in visual (left-to-right) order.
 *
 * The font engine (fontkit, under pdfkit) shapes Arabic and lays a run of Arabic script
 * out right to left by itself, but it knows nothing of the Unicode bidirectional
 * algorithm: handed a whole Arabic sentence with numbers or English words in it, it
 * reverses the digits and the Latin words too. So this module runs the algorithm (bidi-js)
 * and cuts each line into tokens that the font engine can draw on its own: a token never
 * crosses a space, a change of embedding level or a change of face (Arabic or Latin), and
 * says how it must be drawn.
 */

const bidi = bidiFactory()

export type Direction = 'rtl' | 'ltr'
export type Face = 'arabic' | 'latin'

/**
 * How a token is drawn:
 * - `shaped`: handed whole to the font engine, which shapes it and, for Arabic letters,
 *   orders it right to left (a right-to-left token with Arabic letters, or any
 *   left-to-right token without Arabic-script characters);
 * - `chars`: drawn one character at a time in the order of `text`, which is already
 *   visual. Used where the engine would reorder wrongly: Arabic-Indic digits inside
 *   Arabic text (Arabic script, yet read left to right) and neutral characters such as
 *   brackets and dashes resolved right to left (reversed, brackets mirrored).
 */
export type DrawMode = 'shaped' | 'chars'

export interface Token {
  /** The characters to draw; for `chars` tokens, already in visual order. */
  text: string
  /** The characters as written, in logical order. */
  logical: string
  face: Face
  mode: DrawMode
  /** Resolved embedding level: odd is right to left. */
  level: number
  /** True for a run of spaces between words. */
  space: boolean
}

export interface LaidOutLine {
  /** Tokens from left to right. */
  tokens: Token[]
  width: number
}

/** Measures a string drawn in one face (the caller's font size and weight apply). */
export type Measure = (text: string, face: Face) => number

// Arabic letters, marks, digits and presentation forms, plus the joiners shaping uses.
const ARABIC_FACE = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\u200C\u200D]/
// Characters whose Unicode script is Arabic: the font engine lays any string containing
// one out right to left.
const ARABIC_SCRIPT = /\p{Script=Arabic}/u
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u
const SPACE = /\s/

export const faceOf = (char: string): Face => (ARABIC_FACE.test(char) ? 'arabic' : 'latin')

/** The paragraph's base direction: given, or that of its first strong character (left to right when it has none). */
export function paragraphDirection(text: string, direction: Direction | 'auto'): Direction {
  if (direction !== 'auto') return direction
  const levels = bidi.getEmbeddingLevels(text, 'auto')
  return (levels.paragraphs[0]?.level ?? 0) % 2 ? 'rtl' : 'ltr'
}

interface Piece {
  start: number
  end: number
  level: number
  face: Face
  space: boolean
}

/** Cuts [start, end) of the paragraph into logical pieces of one level, one face, spaces apart. */
function pieces(text: string, levels: Uint8Array, start: number, end: number): Piece[] {
  const out: Piece[] = []
  for (let i = start; i < end; ) {
    const char = text[i]!
    const space = SPACE.test(char)
    const level = levels[i]!
    const face = faceOf(char)
    let j = i + 1
    while (j < end) {
      const next = text[j]!
      const nextSpace = SPACE.test(next)
      if (nextSpace !== space || levels[j] !== level || (!space && faceOf(next) !== face)) break
      j++
    }
    out.push({ start: i, end: j, level, face, space })
    i = j
  }
  return out
}

function tokenOf(text: string, piece: Piece): Token {
  const logical = text.slice(piece.start, piece.end)
  const rtl = piece.level % 2 === 1
  const base = { logical, face: piece.face, level: piece.level, space: piece.space }
  if (piece.space) return { ...base, text: logical, mode: 'chars' }
  if (rtl && ARABIC_LETTER.test(logical)) return { ...base, text: logical, mode: 'shaped' }
  if (rtl) {
    // Neutrals read right to left (brackets, dashes, Latin punctuation): reversed and mirrored.
    const visual = [...logical]
      .reverse()
      .map((char) => bidi.getMirroredCharacter(char) ?? char)
      .join('')
    return { ...base, text: visual, mode: 'chars' }
  }
  // Left to right: Arabic-script characters here are digits and separators the engine would reverse.
  return { ...base, text: logical, mode: ARABIC_SCRIPT.test(logical) ? 'chars' : 'shaped' }
}

/** Reorders tokens of one line to visual order (rule L2 of the algorithm, on whole tokens). */
function visualOrder(tokens: Token[]): Token[] {
  const out = [...tokens]
  const max = Math.max(0, ...out.map((token) => token.level))
  const minOdd = Math.min(...out.map((token) => (token.level % 2 ? token.level : token.level + 1)))
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < out.length; ) {
      if (out[i]!.level < level) {
        i++
        continue
      }
      let j = i
      while (j < out.length && out[j]!.level >= level) j++
      const reversed = out.slice(i, j).reverse()
      out.splice(i, j - i, ...reversed)
      i = j
    }
  }
  return out
}

export function tokenWidth(token: Token, measure: Measure): number {
  if (token.mode === 'shaped') return measure(token.text, token.face)
  let width = 0
  for (const char of token.text) width += measure(char, token.face)
  return width
}

/**
 * Lays a paragraph out in lines no wider than `maxWidth` (a single word wider than that
 * gets a line of its own). Line breaks (\n) start a new line. Spaces at the end of a
 * line are dropped, as the algorithm's rule L1 resets them to the paragraph's level.
 */
export function layoutParagraph(text: string, direction: Direction, maxWidth: number, measure: Measure): LaidOutLine[] {
  const lines: LaidOutLine[] = []
  for (const hardLine of text.split('\n')) {
    const normalized = hardLine.replace(/\s+/g, ' ').trim()
    if (!normalized) {
      lines.push({ tokens: [], width: 0 })
      continue
    }
    const levels = bidi.getEmbeddingLevels(normalized, direction).levels
    const all = pieces(normalized, levels, 0, normalized.length).map((piece) => {
      const token = tokenOf(normalized, piece)
      return { token, piece, width: tokenWidth(token, measure) }
    })
    // Words: runs of pieces between spaces; greedy filling.
    let line: typeof all = []
    let lineWidth = 0
    const flush = () => {
      while (line.length && line[line.length - 1]!.token.space) {
        lineWidth -= line[line.length - 1]!.width
        line.pop()
      }
      if (!line.length) return
      const tokens = visualOrder(line.map((entry) => entry.token))
      lines.push({ tokens, width: lineWidth })
      line = []
      lineWidth = 0
    }
    for (let i = 0; i < all.length; ) {
      let j = i
      let wordWidth = 0
      if (all[i]!.token.space) {
        // A space is kept only between words on the same line.
        if (line.length) {
          line.push(all[i]!)
          lineWidth += all[i]!.width
        }
        i++
        continue
      }
      while (j < all.length && !all[j]!.token.space) wordWidth += all[j++]!.width
      if (line.length && lineWidth + wordWidth > maxWidth) flush()
      for (let k = i; k < j; k++) {
        line.push(all[k]!)
        lineWidth += all[k]!.width
      }
      i = j
    }
    flush()
  }
  return lines
}

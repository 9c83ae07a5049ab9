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
/**
 * Directional marks and isolates (LRM, RLM, ALM, embeddings, isolates): they steer the
 * algorithm's levels, then are dropped — the faces have no glyph for them.
 */
const BIDI_CONTROL = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/

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

/** Cuts the paragraph into logical pieces of one level, one face, spaces apart. */
function pieces(text: string, levels: Uint8Array): Piece[] {
  const out: Piece[] = []
  let current: Piece | undefined
  let index = 0
  for (const char of text) {
    if (BIDI_CONTROL.test(char)) {
      current = undefined
      index += char.length
      continue
    }
    const space = SPACE.test(char)
    const level = levels[index] ?? 0
    const face = faceOf(char)
    if (current && current.space === space && current.level === level && (space || current.face === face))
      current.end = index + char.length
    else {
      current = { start: index, end: index + char.length, level, face, space }
      out.push(current)
    }
    index += char.length
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
  let out = [...tokens]
  const max = Math.max(0, ...out.map((token) => token.level))
  const minOdd = Math.min(...out.map((token) => (token.level % 2 ? token.level : token.level + 1)))
  for (let level = max; level >= minOdd; level--) {
    // Every maximal run of tokens at this level or higher is reversed.
    const next: Token[] = []
    let run: Token[] = []
    for (const token of out) {
      if (token.level >= level) run.push(token)
      else {
        next.push(...run.reverse(), token)
        run = []
      }
    }
    next.push(...run.reverse())
    out = next
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
export function layoutParagraph(
  text: string,
  direction: Direction,
  maxWidth: number,
  measure: Measure,
): LaidOutLine[] {
  const lines: LaidOutLine[] = []
  for (const hardLine of text.split('\n')) {
    const normalized = hardLine.replace(/\s+/g, ' ').trim()
    if (!normalized) {
      lines.push({ tokens: [], width: 0 })
      continue
    }
    const levels = bidi.getEmbeddingLevels(normalized, direction).levels
    const entries = pieces(normalized, levels).map((piece) => {
      const token = tokenOf(normalized, piece)
      return { token, width: tokenWidth(token, measure) }
    })
    // Words: runs of pieces between spaces, filled greedily; a space is kept only between
    // words on the same line.
    const words: { entries: typeof entries; width: number; spaceBefore?: (typeof entries)[number] }[] = []
    let pendingSpace: (typeof entries)[number] | undefined
    for (const entry of entries) {
      const last = words.at(-1)
      if (entry.token.space) pendingSpace = entry
      else if (last && !pendingSpace) {
        last.entries.push(entry)
        last.width += entry.width
      } else {
        words.push({ entries: [entry], width: entry.width, spaceBefore: pendingSpace })
        pendingSpace = undefined
      }
    }
    let line: typeof entries = []
    let lineWidth = 0
    const flush = () => {
      if (line.length) lines.push({ tokens: visualOrder(line.map((entry) => entry.token)), width: lineWidth })
      line = []
      lineWidth = 0
    }
    for (const word of words) {
      const space = line.length && word.spaceBefore ? word.spaceBefore : undefined
      if (line.length && lineWidth + (space?.width ?? 0) + word.width > maxWidth) flush()
      else if (space) {
        line.push(space)
        lineWidth += space.width
      }
      line.push(...word.entries)
      lineWidth += word.width
    }
    flush()
  }
  return lines
}

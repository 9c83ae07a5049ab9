import bidiFactory from 'bidi-js'

/** fontkit shapes Arabic but knows no bidi, so bidi-js orders each line into tokens fontkit draws alone. */

const bidi = bidiFactory()

export type Direction = 'rtl' | 'ltr'
export type Face = 'arabic' | 'latin'

/** `chars`: drawn one by one in visual order where the engine would reorder wrongly; `shaped`: drawn whole. */
export type DrawMode = 'shaped' | 'chars'

export interface Token {
  text: string
  logical: string
  face: Face
  mode: DrawMode
  /** Resolved embedding level: odd is right to left. */
  level: number
  space: boolean
}

export interface LaidOutLine {
  tokens: Token[]
  width: number
}

export type Measure = (text: string, face: Face) => number

const ARABIC_FACE = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\u200C\u200D]/
// The font engine lays any string with an Arabic-script character out right to left.
const ARABIC_SCRIPT = /\p{Script=Arabic}/u
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u
const SPACE = /\s/
/** They steer the algorithm's levels, then are dropped: the faces have no glyph for them. */
const BIDI_CONTROL = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/

export const faceOf = (char: string): Face => (ARABIC_FACE.test(char) ? 'arabic' : 'latin')

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

function visualOrder(tokens: Token[]): Token[] {
  let out = [...tokens]
  const max = Math.max(0, ...out.map((token) => token.level))
  const minOdd = Math.min(...out.map((token) => (token.level % 2 ? token.level : token.level + 1)))
  for (let level = max; level >= minOdd; level--) {
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

/** Trailing spaces are dropped (rule L1); a word wider than `maxWidth` gets a line of its own. */
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

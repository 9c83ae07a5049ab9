import { parseTypedNumber } from '@contract/numbers'

/** Not type="number": a browser empties what it cannot read in its own locale, losing Arabic-Indic digits. */
export const WHOLE_NUMBER_INPUT = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const
export const DECIMAL_NUMBER_INPUT = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const

/** The text itself when it is no number, so the contract's schema refuses it at its field. */
export function numberOfField(text: string, options: { fraction?: boolean } = {}): number | null | string {
  const value = parseTypedNumber(text, options)
  return value !== null && Number.isNaN(value) ? text : value
}

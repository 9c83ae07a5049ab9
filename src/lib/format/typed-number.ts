import { parseTypedNumber } from '@contract/numbers'

/**
 * A text box for a number, with the phone's number keyboard. Not type="number": a browser
 * empties what it cannot read as a number of its own locale, so Arabic-Indic digits typed into
 * one were lost without a word. The form keeps the text as typed and reads it with `numberOfField`.
 */
export const WHOLE_NUMBER_INPUT = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const
export const DECIMAL_NUMBER_INPUT = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const

/**
 * What a form sends for a number box: the number typed in any digits, null when blank, or the
 * text itself when it is no number, which the contract's schema then refuses at its field with
 * the field's own code (in the form before sending, and on the server).
 */
export function numberOfField(text: string, options: { fraction?: boolean } = {}): number | null | string {
  const value = parseTypedNumber(text, options)
  return value !== null && Number.isNaN(value) ? text : value
}

import { foldDigits } from './digits'

/** A superset of the server's check, so the form never refuses what the server takes; no valibot (start-up code). */

const SAUDI_CALLING_CODE = '966'

/** Including the direction marks an Arabic keyboard or a copied number carries. */
const SEPARATORS = /[\s\u00AD\u200B-\u200F\u202A-\u202E\u2066-\u2069\u2010-\u2015\u2212().[\]/-]/g
const E164 = /^\+[1-9]\d{6,14}$/
const SAUDI_NATIONAL = /^[15]\d{8}$/

export function cleanPhone(typed: string): string {
  return foldDigits(typed.normalize('NFKC')).replace(SEPARATORS, '')
}

/** Saudi by default: the trunk 0 dropped, `966…` without a plus is Saudi, `00` the international prefix. */
export function phoneCandidate(cleaned: string): string | null {
  let international: string
  if (/^\+\d+$/.test(cleaned)) international = cleaned.slice(1)
  else if (/^00\d+$/.test(cleaned)) international = cleaned.slice(2)
  else if (/^0\d+$/.test(cleaned)) international = SAUDI_CALLING_CODE + cleaned.slice(1)
  else if (/^966[15]\d{8}$/.test(cleaned)) international = cleaned
  else if (/^\d+$/.test(cleaned)) international = SAUDI_CALLING_CODE + cleaned
  else return null
  if (international.startsWith(`${SAUDI_CALLING_CODE}0`))
    international = SAUDI_CALLING_CODE + international.slice(SAUDI_CALLING_CODE.length + 1)
  const e164 = `+${international}`
  if (!E164.test(e164)) return null
  if (
    international.startsWith(SAUDI_CALLING_CODE) &&
    !SAUDI_NATIONAL.test(international.slice(SAUDI_CALLING_CODE.length))
  )
    return null
  return e164
}

/**
 * Calling codes of one or two digits (ITU E.164 assignments); every other code has three.
 * Enough to set the country code apart in the international form without the parser's tables.
 */
const ONE_DIGIT_CODES = new Set(['1', '7'])
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
)

/** The calling code of an E.164 number ("+447…" → "44"). */
export function callingCodeOf(e164: string): string {
  const digits = e164.slice(1)
  if (ONE_DIGIT_CODES.has(digits.slice(0, 1))) return digits.slice(0, 1)
  if (TWO_DIGIT_CODES.has(digits.slice(0, 2))) return digits.slice(0, 2)
  return digits.slice(0, 3)
}

/**
 * A stored phone as people read it, in Western digits: a Saudi mobile or landline in its
 * national form ("055 123 4567", "011 234 5678", as libphonenumber writes them), another
 * country's number with its calling code set apart ("+44 7946095800"). A value stored before
 * numbers were kept in E.164 is read as typed when it is one, else shown as it was stored.
 */
export function phoneDisplay(stored: string): string {
  const e164 = E164.test(stored) ? stored : phoneCandidate(cleanPhone(stored))
  if (e164 === null) return stored.trim()
  const code = callingCodeOf(e164)
  const national = e164.slice(1 + code.length)
  if (code === SAUDI_CALLING_CODE && SAUDI_NATIONAL.test(national))
    return `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`
  return `+${code} ${national}`
}

/** The `tel:` address of a stored phone: always E.164 (an older value typed with spaces has them dropped). */
export function telHref(stored: string): string {
  return `tel:${E164.test(stored) ? stored : (phoneCandidate(cleanPhone(stored)) ?? cleanPhone(stored))}`
}

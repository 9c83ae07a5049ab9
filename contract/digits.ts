/**
 * Numbers as people type them. Arabic readers type Arabic-Indic (٠–٩) or Eastern Arabic
 * (Persian, ۰–۹) digits as often as Western ones, and `Number('١٢')` is NaN: every number read
 * from typed text folds its digits first, in the forms and on the server alike.
 */
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g
const EASTERN_ARABIC_DIGITS = /[\u06F0-\u06F9]/g

/** "١٢" and "۱۲" as "12"; every other character is kept. */
export function foldDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EASTERN_ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
}

/**
 * "12" as "١٢": how Arabic text writes a number (the app's formatting module, src/lib/format.ts,
 * and the server's Arabic e-mails), so that no Western digit stands inside an Arabic sentence.
 */
export function arabicIndicDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + d.charCodeAt(0) - 48))
}

// Arabic readers type Arabic-Indic digits, which `Number()` reads as NaN: typed numbers fold first.
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g
const EASTERN_ARABIC_DIGITS = /[\u06F0-\u06F9]/g

export function foldDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EASTERN_ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
}

export function arabicIndicDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + d.charCodeAt(0) - 48))
}

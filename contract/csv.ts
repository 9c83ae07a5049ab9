/**
 * CSV for spreadsheets, built in the browser (the users list, an event's attendees) and on
 * the server (the audit log's export).
 */

export type CsvValue = string | number | boolean | null

/** One cell: quoted when it holds a comma, quote or line break; a formula-looking text is made plain text. */
function csvCell(value: CsvValue): string {
  const text = value === null ? '' : String(value)
  // Spreadsheets run cells starting with = + - @ (or a tab/CR before them) as formulas: quote them as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * Excel opens a CSV without a byte-order mark in the machine's legacy code page, which turns
 * Arabic names into question marks or mojibake; a leading U+FEFF (UTF-8 EF BB BF once
 * encoded) makes it read the file as UTF-8. Other readers skip the mark.
 */
export const CSV_BOM = '\uFEFF'

/** One line of the file with its CRLF end (what Excel writes). */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`

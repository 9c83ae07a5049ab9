/**
 * CSV files built in the browser for spreadsheets (the users list, an event's attendees).
 */

type CsvValue = string | number | boolean | null

/** One cell: quoted when it holds a comma, quote or line break; a formula-looking text is made plain text. */
function csvCell(value: CsvValue): string {
  const text = value === null ? '' : String(value)
  // Spreadsheets run cells starting with = + - @ (or a tab/CR before them) as formulas: quote them as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * Excel opens a CSV without a byte-order mark in the machine's legacy code page, which turns
 * Arabic names into question marks or mojibake; a leading U+FEFF (UTF-8 EF BB BF once the
 * Blob encodes it) makes it read the file as UTF-8. Other readers skip the mark.
 */
export const CSV_BOM = '\uFEFF'

/** The whole file: the mark, the header row, one line per row, CRLF line ends (what Excel writes). */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n'
}

/** Saves the text as a UTF-8 CSV file through a temporary link (the browser's download). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

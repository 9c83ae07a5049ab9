export type CsvValue = string | number | boolean | null

function csvCell(value: CsvValue): string {
  const text = value === null ? '' : String(value)
  // Spreadsheets run cells starting with = + - @ (or a tab/CR before them) as formulas: quote them as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Without it Excel reads a CSV in a legacy code page, garbling Arabic; other readers skip the mark. */
export const CSV_BOM = '\uFEFF'

export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`

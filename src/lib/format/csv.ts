import { CSV_BOM, csvLine, type CsvValue } from '@contract/csv'

// The cells and the byte-order mark are contract/csv.ts's, shared with the server's exports.

export { CSV_BOM }

/** CRLF line ends: what Excel writes. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join('')
}

export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

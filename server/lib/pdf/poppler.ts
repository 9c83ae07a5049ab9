import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Test helpers reading a PDF back with poppler-utils.

function withFile<T>(pdf: Uint8Array, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'))
  try {
    const file = join(dir, 'document.pdf')
    writeFileSync(file, pdf)
    return read(file, dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function pdfText(pdf: Uint8Array, page?: number): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)]
  const text = withFile(pdf, (file) =>
    execFileSync('pdftotext', [...range, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  )
  return text.replace(/[\u200e\u200f\u202a-\u202e]/g, '').replace(/[ \t]+/g, ' ')
}

export function pdfPageCount(pdf: Uint8Array): number {
  const info = withFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }))
  const pages = /^Pages:\s+(\d+)$/m.exec(info)
  if (!pages) throw new Error(`pdfinfo gave no page count:\n${info}`)
  return Number(pages[1])
}

/** One page rendered to PNG at `dpi`. */
export function pdfPagePng(pdf: Uint8Array, page: number, dpi = 72): Buffer {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', [
      '-f',
      String(page),
      '-l',
      String(page),
      '-r',
      String(dpi),
      '-png',
      '-singlefile',
      file,
      join(dir, 'page'),
    ])
    return readFileSync(join(dir, 'page.png'))
  })
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { sourceFiles } from './uncommented-casts'

/** The hand-written application code whose comments are weighed; tests are left out. */
const COMMENT_FOLDERS = ['src', 'server', 'contract', 'sw'] as const

/**
 * The bytes of the lines that hold nothing but comment (a `//` line, a block or JSDoc line,
 * a JSX `{/* … *\/}` line), found by the TypeScript scanner so that `//` inside a string or
 * a template does not count.
 */
export function fullLineCommentBytes(fileName: string, text: string): number {
  const variant = fileName.endsWith('.tsx') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text)
  const code = new Uint8Array(text.length)
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    const isComment =
      token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia
    const isTrivia =
      isComment || token === ts.SyntaxKind.WhitespaceTrivia || token === ts.SyntaxKind.NewLineTrivia
    if (!isTrivia) code.fill(1, scanner.getTokenStart(), scanner.getTokenEnd())
  }
  let bytes = 0
  let lineStart = 0
  for (const line of text.split('\n')) {
    const body = line.trim()
    // A JSX comment line is its braces and the comment inside them.
    const jsxComment = /^\{\/\*.*\*\/\}$/.test(body)
    const hasCode = code.subarray(lineStart, lineStart + line.length).includes(1)
    if (body !== '' && (jsxComment || !hasCode)) bytes += Buffer.byteLength(line) + 1
    lineStart += line.length + 1
  }
  return bytes
}

/** Full-line comment bytes over all bytes of the non-test source below the folders. */
export function commentShare(
  root: string,
  folders: readonly string[] = COMMENT_FOLDERS,
): { comment: number; total: number; share: number } {
  let comment = 0
  let total = 0
  for (const file of sourceFiles(root, folders).filter((name) => !/\.test\.tsx?$/.test(name))) {
    const text = readFileSync(join(root, file), 'utf8')
    comment += fullLineCommentBytes(file, text)
    total += Buffer.byteLength(text)
  }
  return { comment, total, share: total === 0 ? 0 : comment / total }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { comment, total, share } = commentShare(join(import.meta.dirname, '..'))
  console.log(
    `full-line comments: ${(share * 100).toFixed(1)}% of ${total} bytes (${comment} bytes) in ${COMMENT_FOLDERS.join(', ')}`,
  )
}

import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** One `as T` or non-null `!` that no comment explains. */
export interface UncommentedCast {
  file: string
  line: number
  text: string
}

/** Generated, not written by hand: the router's route tree. */
const GENERATED = new Set(['src/routeTree.gen.ts'])

/**
 * The type assertions (`x as T`, but not `as const`, which asserts nothing) and non-null
 * assertions (`x!`) of one source text that have no comment on their own line, on the line
 * where the expression ends, or on the line just above: each one claims something the type
 * checker cannot see, so the reason it holds is written next to it.
 */
export function uncommentedCasts(fileName: string, text: string): UncommentedCast[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind)
  const lines = text.split('\n')
  const commentedLines = new Set<number>()
  // Every comment of the file, wherever it stands (JSX `{/* … */}` included), marks the lines it covers.
  // Tokens are walked too (getChildren, not forEachChild): a comment after a comma or a bracket trails that token.
  const mark = function visit(node: ts.Node) {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ]) {
      const first = source.getLineAndCharacterOfPosition(range.pos).line
      const last = source.getLineAndCharacterOfPosition(range.end).line
      for (let line = first; line <= last; line++) commentedLines.add(line)
    }
    // A JSX comment is an expression container holding nothing but the comment: `{/* … */}`.
    if (ts.isJsxExpression(node) && !node.expression)
      commentedLines.add(source.getLineAndCharacterOfPosition(node.getStart(source)).line)
    for (const child of node.getChildren(source)) visit(child)
  }
  mark(source)
  const found: UncommentedCast[] = []
  const check = (node: ts.Node) => {
    const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line
    const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
    // A formatter may wrap the statement holding the cast: its comment then sits above the
    // statement or the property holding the cast, or at the statement's end.
    const lineOf = (at: ts.Node, edge: 'start' | 'end') =>
      source.getLineAndCharacterOfPosition(edge === 'start' ? at.getStart(source) : at.getEnd()).line
    const holders = enclosingHolders(node)
    const explained =
      [start - 1, start, end, end + 1].some(
        (line) => commentedLines.has(line) && (line !== end + 1 || isCommentOnly(lines[line])),
      ) ||
      holders.some((holder) =>
        [lineOf(holder, 'start') - 1, lineOf(holder, 'start'), lineOf(holder, 'end')].some((line) =>
          commentedLines.has(line),
        ),
      )
    if (!explained) found.push({ file: fileName, line: end + 1, text: lines[end]?.trim() ?? '' })
  }
  ts.forEachChild(source, function visit(node: ts.Node) {
    if (
      ts.isAsExpression(node) &&
      !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const')
    )
      check(node)
    if (ts.isNonNullExpression(node)) check(node)
    if (ts.isTypeAssertionExpression(node)) check(node)
    ts.forEachChild(node, visit)
  })
  return found
}

/** The object properties and JSX attributes holding a node, and the statement or class member around them. */
function enclosingHolders(node: ts.Node): ts.Node[] {
  const holders: ts.Node[] = []
  let current = node
  while (current.parent) {
    const parent = current.parent
    if (ts.isPropertyAssignment(current) || ts.isJsxAttribute(current)) holders.push(current)
    if (
      ts.isClassElement(current) ||
      ts.isSourceFile(parent) ||
      ts.isBlock(parent) ||
      ts.isModuleBlock(parent) ||
      ts.isCaseClause(parent) ||
      ts.isDefaultClause(parent)
    )
      break
    current = parent
  }
  return [...holders, current]
}

function isCommentOnly(line: string | undefined): boolean {
  return line !== undefined && /^\s*(\/\/|\/\*|\*|\{\/\*)/.test(line)
}

/** The hand-written TypeScript files below the given folders of the repository. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path)
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const name = relative(root, path)
        if (!GENERATED.has(name)) files.push(name)
      }
    }
  }
  for (const folder of folders) walk(join(root, folder))
  return files.sort()
}

export function uncommentedCastsIn(root: string, folders: readonly string[]): UncommentedCast[] {
  return sourceFiles(root, folders).flatMap((file) =>
    uncommentedCasts(file, readFileSync(join(root, file), 'utf8')),
  )
}

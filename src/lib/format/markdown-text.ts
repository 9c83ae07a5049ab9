/** Plain text of markdown for cards, apart from the renderer, which would join start-up (decision 555). */

export function excerpt(source: string, length: number): string {
  const plain = markdownToText(source)
  if (plain.length <= length) return plain
  const cut = plain.slice(0, length)
  const space = cut.lastIndexOf(' ')
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:،؛-]+$/, '')}…`
}

export function markdownToText(source: string): string {
  return source
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

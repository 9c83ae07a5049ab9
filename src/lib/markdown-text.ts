/**
 * Plain text of the content bodies' markdown, for cards. A module of its own, without the
 * renderer of markdown.tsx (which re-exports it): the home page's cards show excerpts, and a
 * first visit to `/` need not download the renderer
 * (docs/decisions/300-the-whole-first-visit-within-its-budget.md).
 */

/**
 * Plain text of a markdown body for cards (excerpts of 150/120/80 characters
 * with markdown symbols stripped), cut at a word boundary with an ellipsis.
 */
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

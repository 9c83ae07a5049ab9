import { safeUrl } from '@contract/markdown-rules'
import { escapeHtml } from '../html'

/**
 * The text is escaped before markup is added, so nothing typed becomes HTML; portal paths become addresses on
 * `publicUrl`, unsafe targets stay text.
 */
export function markdownToHtml(source: string, publicUrl: string): string {
  const blocks = source
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
  return blocks.map((block) => blockHtml(block, publicUrl)).join('\n')
}

const P = 'style="font-size: 15px; line-height: 1.6; margin: 0 0 12px"'

function blockHtml(block: string, publicUrl: string): string {
  const lines = block.split('\n')
  const heading = /^(#{1,6})\s+(.*)$/.exec(block)
  if (heading && lines.length === 1)
    return `<h2 style="font-size: 18px; color: #0b5f4a">${inline(heading[2] ?? '', publicUrl)}</h2>`
  if (lines.every((line) => /^\s*[-*+]\s+/.test(line)))
    return `<ul>${lines.map((line) => `<li ${P}>${inline(line.replace(/^\s*[-*+]\s+/, ''), publicUrl)}</li>`).join('')}</ul>`
  if (lines.every((line) => /^\s*\d+[.)]\s+/.test(line)))
    return `<ol>${lines.map((line) => `<li ${P}>${inline(line.replace(/^\s*\d+[.)]\s+/, ''), publicUrl)}</li>`).join('')}</ol>`
  if (lines.every((line) => line.startsWith('>')))
    return `<blockquote ${P}>${lines.map((line) => inline(line.replace(/^>\s?/, ''), publicUrl)).join('<br>')}</blockquote>`
  return `<p ${P}>${lines.map((line) => inline(line, publicUrl)).join('<br>')}</p>`
}

function inline(text: string, publicUrl: string): string {
  return (
    escapeHtml(text)
      .replace(
        /!?\[([^\]]*)\]\(([^)\s]*)(?:\s+&quot;[^&]*&quot;)?\)/g,
        (_whole, label: string, target: string) => {
          const href = safeUrl(target.replace(/&amp;/g, '&'))
          if (!href) return label
          const absolute = href.startsWith('/') ? `${publicUrl}${href}` : href
          return `<a href="${escapeHtml(absolute)}">${label}</a>`
        },
      )
      // Emphasis by asterisks only: underscores are common inside the addresses just written.
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/\*([^*\s][^*]*)\*/g, '<em>$1</em>')
  )
}

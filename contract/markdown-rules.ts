// The renderer shows raw HTML as text and drops unsafe links, so writes refuse both.

/** http(s), mailto and site-relative targets only. */
export function safeUrl(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const url = Array.from(raw.trim())
    .filter((ch) => ch.charCodeAt(0) > 0x20 && (ch.charCodeAt(0) < 0x7f || ch.charCodeAt(0) > 0x9f))
    .join('')
  if (url === '') return null
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url
  if (url.startsWith('#')) return url
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)
  if (!scheme) return null
  // Group 1 is not optional: a match always has it.
  const name = scheme[1]!.toLowerCase()
  if (name !== 'http' && name !== 'https' && name !== 'mailto') return null
  try {
    const parsed = new URL(url)
    return parsed.href
  } catch {
    return null
  }
}

/** "a < b" and "<5 mm" are text, not tags. */
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>|<!--|<![a-z]/i
const LINK_TARGET = /!?\[[^\]]*\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g

export function isPlainMarkdown(text: string): boolean {
  if (HTML_TAG.test(text)) return false
  for (const match of text.matchAll(LINK_TARGET)) if (safeUrl(match[1] ?? '') === null) return false
  return true
}

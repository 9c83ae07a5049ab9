import { createElement, Fragment, type ReactNode } from 'react'
import { safeUrl } from '@contract/markdown-rules'
import { ARTICLE_IMAGE_SIZES, ResponsiveImage } from '@/ui/primitives/ResponsiveImage'

// The cards' plain text lives apart so start-up does not carry this renderer (decision 555).
export { excerpt, markdownToText } from './markdown-text'

/** Raw HTML is never interpreted (it shows as text); link and image targets pass `safeUrl`. */

const isExternal = (href: string) => /^https?:/i.test(href)

type Inline = ReactNode

const INLINE =
  /(!\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\))|(\[([^\]]+)\]\(([^)\s]*)(?:\s+"[^"]*")?\))|(\*\*([^*]+)\*\*)|(__([^_]+)__)|(\*([^*\s][^*]*)\*)|(_([^_\s][^_]*)_)|(`([^`]+)`)/

function renderInline(text: string, keyPrefix: string): Inline[] {
  const out: Inline[] = []
  let rest = text
  let index = 0
  while (rest.length > 0) {
    const match = INLINE.exec(rest)
    if (!match) {
      out.push(rest)
      break
    }
    if (match.index > 0) out.push(rest.slice(0, match.index))
    const key = `${keyPrefix}-${index++}`
    if (match[1] !== undefined) {
      const src = safeUrl(match[3] ?? '')
      if (src) out.push(<MarkdownImage key={key} src={src} alt={match[2] ?? ''} />)
      else out.push(match[2] ?? '')
    } else if (match[4] !== undefined) {
      const href = safeUrl(match[6] ?? '')
      const children = renderInline(match[5] ?? '', key)
      if (!href) out.push(<Fragment key={key}>{children}</Fragment>)
      else if (isExternal(href))
        out.push(
          <a key={key} href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>,
        )
      else
        out.push(
          <a key={key} href={href}>
            {children}
          </a>,
        )
    } else if (match[7] !== undefined || match[9] !== undefined) {
      out.push(<strong key={key}>{renderInline(match[8] ?? match[10] ?? '', key)}</strong>)
    } else if (match[11] !== undefined || match[13] !== undefined) {
      out.push(<em key={key}>{renderInline(match[12] ?? match[14] ?? '', key)}</em>)
    } else if (match[15] !== undefined) {
      out.push(<code key={key}>{match[16]}</code>)
    }
    rest = rest.slice(match.index + match[0].length)
  }
  return out
}

function MarkdownImage({ src, alt }: { src: string; alt: string }) {
  // Reserved space (16:9) so the text below does not jump while the image loads.
  return <ResponsiveImage src={src} alt={alt} width={1280} height={720} sizes={ARTICLE_IMAGE_SIZES} />
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'code'; text: string }

function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: Block[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
    paragraph = []
  }
  // One iterator for both loops: a code block takes its lines (and its closing fence) from it,
  // and the outer loop goes on after them (an array iterator stays open after a `break`).
  const rest = lines[Symbol.iterator]()
  for (const line of rest) {
    const trimmed = line.trim()
    if (trimmed.startsWith('```')) {
      flush()
      const code: string[] = []
      for (const inner of rest) {
        if (inner.trim().startsWith('```')) break
        code.push(inner)
      }
      blocks.push({ kind: 'code', text: code.join('\n') })
      continue
    }
    if (trimmed === '') {
      flush()
      continue
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(trimmed)
    if (heading) {
      flush()
      // Both groups of the pattern take part in every match.
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]!.replace(/\s#+$/, '') })
      continue
    }
    const item = /^([-*+]|\d+[.)])\s+(.*)$/.exec(trimmed)
    if (item) {
      flush()
      // Both groups of the pattern take part in every match.
      const [, marker = '', text = ''] = item
      const ordered = /\d/.test(marker)
      const last = blocks[blocks.length - 1]
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(text)
      else blocks.push({ kind: 'list', ordered, items: [text] })
      continue
    }
    if (trimmed.startsWith('>')) {
      flush()
      const text = trimmed.replace(/^>\s?/, '')
      const last = blocks[blocks.length - 1]
      if (last?.kind === 'quote') last.text += ` ${text}`
      else blocks.push({ kind: 'quote', text })
      continue
    }
    paragraph.push(trimmed)
  }
  flush()
  return blocks
}

/**
 * Renders a markdown body. Headings are shifted under the page's own heading
 * (`headingOffset`, default 2: the body's top level becomes h3 inside a dialog titled with an
 * h2 — "#" or, in a body whose headings start at "##", "##"), so no heading level is skipped.
 * Wrap it in an element with the `prose` class of ui/prose.css.ts for its typography.
 */
export function Markdown({ source, headingOffset = 2 }: { source: string; headingOffset?: number }) {
  const blocks = parseBlocks(source)
  const top = Math.min(...blocks.map((block) => (block.kind === 'heading' ? block.level : 6)))
  return (
    <>
      {blocks.map((block, index) => {
        const key = `b${index}`
        switch (block.kind) {
          case 'heading':
            return createElement(
              `h${Math.min(6, block.level - top + 1 + headingOffset)}`,
              { key },
              renderInline(block.text, key),
            )
          case 'paragraph':
            return <p key={key}>{renderInline(block.text, key)}</p>
          case 'quote':
            return <blockquote key={key}>{renderInline(block.text, key)}</blockquote>
          case 'code':
            return (
              <pre key={key}>
                <code>{block.text}</code>
              </pre>
            )
          case 'list': {
            const items = block.items.map((itemText, itemIndex) => (
              <li key={itemIndex}>{renderInline(itemText, `${key}-${itemIndex}`)}</li>
            ))
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>
          }
        }
      })}
    </>
  )
}

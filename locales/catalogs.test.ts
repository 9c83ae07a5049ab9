import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Every message has an Arabic and an English translation (DEVELOPERS.md "How we write code"). */
function entries(locale: 'ar' | 'en'): Map<string, string> {
  const text = readFileSync(new URL(`./${locale}/messages.po`, import.meta.url), 'utf8')
  const map = new Map<string, string>()
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('')
  for (const chunk of text.split(/\n\s*\n/)) {
    const id = chunk.match(/^msgid ((?:".*"\n?)+)/m)
    const str = chunk.match(/^msgstr ((?:".*"\n?)+)/m)
    if (!id || !str) continue
    const msgid = unquote(id[1]!)
    if (msgid === '') continue
    map.set(msgid, unquote(str[1]!))
  }
  return map
}

describe('message catalogs', () => {
  const ar = entries('ar')
  const en = entries('en')

  it('hold messages', () => {
    expect(ar.size).toBeGreaterThan(10)
  })
  it('have the same messages in both languages', () => {
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort())
  })
  it('translate every message into Arabic', () => {
    expect([...ar].filter(([, s]) => s.trim() === '').map(([id]) => id)).toEqual([])
  })
  it('translate every message into English', () => {
    expect([...en].filter(([, s]) => s.trim() === '').map(([id]) => id)).toEqual([])
  })
  it('write Arabic in Arabic script, not a copy of the English', () => {
    const copies = [...ar].filter(([id, s]) => s === id && /[a-z]{4,}/i.test(id.replace(/\{\w+\}|<\/?\d+>/g, '')))
    // Names kept in Latin script on purpose (e-mail addresses, brand words) are listed here.
    const allowed = new Set<string>(['OK'])
    expect(copies.map(([id]) => id).filter((id) => !allowed.has(id))).toEqual([])
  })
})

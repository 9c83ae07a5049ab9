import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The outbox transport's `.eml` files, for server and e2e tests. */
export interface OutboxMessage {
  file: string
  to: string
  body: string
}

function decodePart(part: string): string {
  const split = part.search(/\r?\n\r?\n/)
  if (split < 0) return ''
  const headers = part.slice(0, split)
  const body = part.slice(split).trim()
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

function decodeWords(value: string): string {
  return value
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi,
      (_whole, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('utf8'),
    )
    .trim()
}

/** Headers unfolded and decoded, names in lower case; the decoded parts joined. */
export function readRawMessage(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/)
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1]
  const parts = boundary ? raw.split(`--${boundary}`).slice(1) : [raw]
  return { headers, body: parts.map(decodePart).join('\n') }
}

export function readOutbox(dataDir: string): OutboxMessage[] {
  const folder = join(dataDir, 'outbox')
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(join(folder, name), 'utf8')
      const to = /^To:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? ''
      const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1]
      const parts = boundary ? raw.split(`--${boundary}`).slice(1) : [raw]
      return { file: name, to, body: parts.map(decodePart).join('\n') }
    })
}

/** The newest activation link e-mailed to this address, if any. */
export function latestActivationLink(dataDir: string, email: string): string | undefined {
  const messages = readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()))
  for (const message of messages.reverse()) {
    const link = /https?:\/\/[^\s"<>]+\/activate\?token=[A-Za-z0-9_%-]+/.exec(message.body)?.[0]
    if (link) return link
  }
  return undefined
}

/** The newest password-reset link e-mailed to this address, if any. */
export function latestPasswordResetLink(dataDir: string, email: string): string | undefined {
  const messages = readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()))
  for (const message of messages.reverse()) {
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(message.body)?.[0]
    if (link) return link
  }
  return undefined
}

/** The newest e-mail change link mailed to `email` (the new address). */
export function latestEmailChangeLink(dataDir: string, email: string): string | undefined {
  const messages = readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()))
  for (const message of messages.reverse()) {
    const link = /https?:\/\/[^\s"<>]+\/confirm-email\?token=[A-Za-z0-9_%-]+/.exec(message.body)?.[0]
    if (link) return link
  }
  return undefined
}

import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'

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

export interface ParsedMessage {
  subject: string
  text: string
  html: string
  /** The header's value as written (unfolded), by name in any case; '' when absent. */
  header: (name: string) => string
}

export async function parseMessage(raw: string): Promise<ParsedMessage> {
  const mail = await simpleParser(raw)
  return {
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    header: (name) => {
      const line = mail.headerLines.find((entry) => entry.key === name.toLowerCase())?.line ?? ''
      return line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim()
    },
  }
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

import { randomBytes } from 'node:crypto'
import nodemailer, { type Transporter } from 'nodemailer'
import type { ServerConfig } from '../../env'
import { createLocalStorage } from '../storage/local'
import type { FileStorage } from '../storage/storage'

/** One e-mail, written once in both languages by the templates. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** A line the outbox transport prints so that a person can follow the mail's link. */
  logLine?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/**
 * SMTP when SMTP_URL is set (production); otherwise every message becomes an `.eml`
 * file under DATA_DIR/outbox and its link is logged.
 */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>, outbox: FileStorage = createLocalStorage(config.dataDir)): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(outbox, config.mailFrom)
}

const mailers = new WeakMap<object, Mailer>()

/** The mailer of an app's config, made once. */
export function mailerFor(config: ServerConfig): Mailer {
  let mailer = mailers.get(config)
  if (!mailer) {
    mailer = createMailer(config)
    mailers.set(config, mailer)
  }
  return mailer
}

function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url)
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html })
    },
  }
}

let outboxSequence = 0

/**
 * The outbox is written through the local FileStorage (even when uploads live elsewhere):
 * a full or read-only disk then fails the send with one clear StorageUnavailableError
 * line and leaves no half-written .eml behind.
 */
function outboxMailer(storage: FileStorage, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html })
      // Sortable by time (a sequence keeps the order of two mails in one millisecond),
      // unique across instances writing to one folder.
      outboxSequence += 1
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(outboxSequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`
      // A stream transport with `buffer: true` hands the whole message back as one Buffer.
      await storage.put(`outbox/${name}`, info.message as Buffer)
      console.log(`[mail] ${message.to}: ${message.subject} -> outbox/${name}${message.logLine ? `\n[mail] ${message.logLine}` : ''}`)
    },
  }
}

import { randomBytes } from 'node:crypto'
import nodemailer, { type Transporter } from 'nodemailer'
import type { ServerConfig } from '../../env'
import { createLocalStorage } from '../storage/local'
import type { FileStorage } from '../storage/storage'

/** What an e-mail is about: a bounded label for the queue, its metrics and a person reading it. */
export type MailCategory =
  | 'application-received'
  | 'registration-attempt'
  | 'activation'
  | 'password-reset'
  | 'password-changed'
  | 'email-change'
  | 'email-changed'
  | 'account-deleted'
  | 'event-seat'
  | 'announcement'
  | 'cpd-reminder'

/** One e-mail, written once in both languages by the templates. */
export interface MailMessage {
  category: MailCategory
  /** The languages of the body, as `Content-Language` lists them. */
  language: string
  to: string
  subject: string
  text: string
  html: string
  /** A line the outbox transport prints so that a person can follow the mail's link. */
  logLine?: string
  /** Header lines of its own (an announcement's `List-Unsubscribe`). */
  headers?: Record<string, string>
}

/** A queued message as it goes out: the same Message-ID on every attempt, and its extra header lines. */
export interface OutgoingMail extends MailMessage {
  messageId: string
  headers: Record<string, string>
}

export interface Mailer {
  send(message: OutgoingMail): Promise<void>
}

/**
 * SMTP when SMTP_URL is set (production); otherwise every message becomes an `.eml`
 * file under DATA_DIR/outbox and its link is logged.
 */
export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  outbox: FileStorage = createLocalStorage(config.dataDir),
): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(outbox, config.mailFrom)
}

/**
 * A refusal the SMTP server gives for good (5xx: no such mailbox, message refused): retrying
 * the same message cannot succeed. Everything else (4xx, a timeout, a refused connection, a
 * full disk) may pass later.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'responseCode' in error ? error.responseCode : undefined
  return typeof code === 'number' && code >= 500 && code < 600
}

const mailOptions = (from: string, message: OutgoingMail) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  messageId: message.messageId,
  headers: message.headers,
})

function smtpMailer(url: string, from: string): Mailer {
  // Bounded waits, so one unanswering server never holds a claimed message past its lease for long.
  const transport: Transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  })
  return {
    async send(message) {
      await transport.sendMail(mailOptions(from, message))
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
      const info = await transport.sendMail(mailOptions(from, message))
      // Sortable by time (a sequence keeps the order of two mails in one millisecond),
      // unique across instances writing to one folder.
      outboxSequence += 1
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(outboxSequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`
      // A stream transport with `buffer: true` hands the whole message back as one Buffer.
      await storage.put(`outbox/${name}`, info.message as Buffer)
      console.log(
        `[mail] ${message.to}: ${message.subject} -> outbox/${name}${message.logLine ? `\n[mail] ${message.logLine}` : ''}`,
      )
    },
  }
}

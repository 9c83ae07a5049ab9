import { randomBytes } from 'node:crypto'
import nodemailer, { type Transporter } from 'nodemailer'
import type { ServerConfig } from '../../env'
import { createLocalStorage } from '../storage/local'
import type { FileStorage } from '../storage/storage'

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

export interface MailMessage {
  category: MailCategory
  language: string
  to: string
  subject: string
  text: string
  html: string
  logLine?: string
  headers?: Record<string, string>
}

/** The same Message-ID on every attempt. */
export interface OutgoingMail extends MailMessage {
  messageId: string
  headers: Record<string, string>
}

export interface Mailer {
  send(message: OutgoingMail): Promise<void>
  /** Lets go of what it holds open (the SMTP connection). */
  close?: () => void
}

export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  outbox: FileStorage = createLocalStorage(config.dataDir),
): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(outbox, config.mailFrom)
}

/** 5xx: retrying cannot succeed; anything else may pass later. */
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
  // One connection kept for successive messages: a server may pause before greeting each new
  // one (smtp-server 100 ms, an MTA's greet pause), which paid per message would cap the rate.
  // One connection and one message at a time, so at most one message is in flight.
  // Bounded waits, so one silent server never holds a claimed message past its lease for long.
  const transport: Transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    maxMessages: 1000,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  })
  return {
    async send(message) {
      await transport.sendMail(mailOptions(from, message))
    },
    close: () => transport.close(),
  }
}

let outboxSequence = 0

/** Through the local FileStorage: a full disk fails with one clear error and no half-written .eml. */
function outboxMailer(storage: FileStorage, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(from, message))
      // Sortable by time, unique across instances.
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

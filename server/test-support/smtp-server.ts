import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface SmtpMessage {
  from: string
  to: string[]
  raw: string
}

/** A permanent refusal the test server answers with (`550 <reason>`). */
export interface SmtpRefusal {
  refuse: string
}

/** A real SMTP server on loopback; `accept`: true delivers, false never answers (a stall), a refusal gives 550. */
export async function startTestSmtp(
  accept: (message: SmtpMessage) => boolean | SmtpRefusal,
): Promise<{ port: number; close: () => Promise<void> }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        const answer = accept(message)
        if (answer === true) callback()
        else if (answer !== false) callback(Object.assign(new Error(answer.refuse), { responseCode: 550 }))
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  // A server listening on a TCP port reports an AddressInfo (a string only for a pipe or socket file).
  const port = (smtp.server.address() as AddressInfo).port
  return { port, close: () => new Promise<void>((resolve) => smtp.close(resolve)) }
}

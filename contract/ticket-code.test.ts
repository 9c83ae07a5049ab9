import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  dayNumber,
  decodeTicket,
  encodeFacts,
  fromBase64Url,
  TICKET_CODE_LENGTH,
  ticketCode,
  toBase64Url,
} from './ticket-code'

describe('ticket codes', () => {
  // The platform's base64 (btoa), in its URL-safe, unpadded form.
  const platformBase64Url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')

  it('base64url round-trips any bytes, as the platform writes it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const text = toBase64Url(bytes)
        expect(text).toBe(platformBase64Url(bytes))
        expect(fromBase64Url(text)).toEqual(bytes)
      }),
    )
  })

  it('reads back the facts and the signature of a 104-character code', () => {
    const facts = {
      keyId: 3,
      registrationId: 4_000_000_000,
      eventId: 17,
      validFromDay: dayNumber('2099-05-01T00:00:00Z'),
      validUntilDay: dayNumber('2099-05-12T00:00:00Z'),
    }
    const signature = new Uint8Array(64).map((_, i) => i)
    const code = ticketCode(encodeFacts(facts), signature)
    expect(code).toHaveLength(TICKET_CODE_LENGTH)
    expect(decodeTicket(` ${code}\n`)).toMatchObject({ ...facts, signature })
  })

  it('refuses what is not a ticket', () => {
    expect(decodeTicket('')).toBeUndefined()
    expect(decodeTicket('x'.repeat(TICKET_CODE_LENGTH - 1))).toBeUndefined()
    expect(decodeTicket('!'.repeat(TICKET_CODE_LENGTH))).toBeUndefined()
    const wrongVersion = new Uint8Array(78)
    wrongVersion[0] = 2
    expect(decodeTicket(toBase64Url(wrongVersion))).toBeUndefined()
  })
})

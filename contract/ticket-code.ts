/**
 * The e-ticket: 14 bytes of facts + an Ed25519 signature, base64url; no personal data. Layout: version, key id,
 * registration id, event id, first and last valid day (days since 1970 UTC, big-endian), signature.
 */
export const TICKET_VERSION = 1
export const TICKET_FACTS_BYTES = 14
export const TICKET_SIGNATURE_BYTES = 64
export const TICKET_CODE_LENGTH = 104
const DAY_MS = 86_400_000

export interface TicketFacts {
  keyId: number
  registrationId: number
  eventId: number
  validFromDay: number
  validUntilDay: number
}

export interface DecodedTicket extends TicketFacts {
  facts: Uint8Array
  signature: Uint8Array
}

export const dayNumber = (iso: string | Date): number =>
  Math.floor((typeof iso === 'string' ? Date.parse(iso) : iso.getTime()) / DAY_MS)

export function encodeFacts(facts: TicketFacts): Uint8Array {
  const bytes = new Uint8Array(TICKET_FACTS_BYTES)
  const view = new DataView(bytes.buffer)
  view.setUint8(0, TICKET_VERSION)
  view.setUint8(1, facts.keyId)
  view.setUint32(2, facts.registrationId)
  view.setUint32(6, facts.eventId)
  view.setUint16(10, facts.validFromDay)
  view.setUint16(12, facts.validUntilDay)
  return bytes
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

export function toBase64Url(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2
    for (let k = 0; k < chars; k += 1) out += ALPHABET[(n >> (18 - 6 * k)) & 63]
  }
  return out
}

export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined
  const bytes: number[] = []
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4)
    let n = 0
    for (let k = 0; k < 4; k += 1) n = (n << 6) | (k < chunk.length ? ALPHABET.indexOf(chunk.charAt(k)) : 0)
    bytes.push((n >> 16) & 255)
    if (chunk.length > 2) bytes.push((n >> 8) & 255)
    if (chunk.length > 3) bytes.push(n & 255)
  }
  return Uint8Array.from(bytes)
}

/** The signature is not checked here. */
export function decodeTicket(code: string): DecodedTicket | undefined {
  const trimmed = code.trim()
  if (trimmed.length !== TICKET_CODE_LENGTH) return undefined
  const bytes = fromBase64Url(trimmed)
  if (!bytes || bytes.length !== TICKET_FACTS_BYTES + TICKET_SIGNATURE_BYTES) return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint8(0) !== TICKET_VERSION) return undefined
  return {
    keyId: view.getUint8(1),
    registrationId: view.getUint32(2),
    eventId: view.getUint32(6),
    validFromDay: view.getUint16(10),
    validUntilDay: view.getUint16(12),
    facts: bytes.slice(0, TICKET_FACTS_BYTES),
    signature: bytes.slice(TICKET_FACTS_BYTES),
  }
}

export const ticketCode = (facts: Uint8Array, signature: Uint8Array): string => {
  const all = new Uint8Array(facts.length + signature.length)
  all.set(facts)
  all.set(signature, facts.length)
  return toBase64Url(all)
}

import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto'
import {
  type DecodedTicket,
  decodeTicket,
  encodeFacts,
  type TicketFacts,
  ticketCode,
} from '@contract/ticket-code'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database'

/** Made once per database in app_meta; tickets carry their key id, so a key can be replaced without voiding them. */
const KEY_PREFIX = 'ticket_key_'
const CURRENT_KEY_ID = 1

interface TicketKey {
  id: number
  privateKey: KeyObject
  publicKey: KeyObject
}

const cache = new WeakMap<Kysely<Database>, Promise<TicketKey[]>>()

async function loadKeys(db: Kysely<Database>): Promise<TicketKey[]> {
  const read = () =>
    db.selectFrom('app_meta').select(['key', 'value']).where('key', 'like', `${KEY_PREFIX}%`).execute()
  let rows = await read()
  if (!rows.some((row) => row.key === `${KEY_PREFIX}${CURRENT_KEY_ID}`)) {
    const { privateKey } = generateKeyPairSync('ed25519')
    // Two instances starting together: whichever insert lands first wins, both read it back.
    await db
      .insertInto('app_meta')
      .values({
        key: `${KEY_PREFIX}${CURRENT_KEY_ID}`,
        value: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url'),
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
    rows = await read()
  }
  return rows.map((row) => {
    const privateKey = createPrivateKey({
      key: Buffer.from(row.value, 'base64url'),
      format: 'der',
      type: 'pkcs8',
    })
    return {
      id: Number(row.key.slice(KEY_PREFIX.length)),
      privateKey,
      publicKey: createPublicKey(privateKey),
    }
  })
}

function ticketKeys(db: Kysely<Database>): Promise<TicketKey[]> {
  let keys = cache.get(db)
  if (!keys) {
    keys = loadKeys(db)
    // A failed read is forgotten so the next call tries again.
    keys.catch(() => cache.delete(db))
    cache.set(db, keys)
  }
  return keys
}

/** Signs a ticket for a registration with the current key. */
export async function signTicket(db: Kysely<Database>, facts: Omit<TicketFacts, 'keyId'>): Promise<string> {
  const keys = await ticketKeys(db)
  const key = keys.find((k) => k.id === CURRENT_KEY_ID)
  if (!key) throw new Error('The ticket signing key is missing')
  const bytes = encodeFacts({ ...facts, keyId: key.id })
  return ticketCode(bytes, new Uint8Array(sign(null, bytes, key.privateKey)))
}

/** A ticket code whose layout reads and whose signature one of our keys made; undefined otherwise (forged, altered, foreign). */
export async function verifyTicket(db: Kysely<Database>, code: string): Promise<DecodedTicket | undefined> {
  const ticket = decodeTicket(code)
  if (!ticket) return undefined
  const key = (await ticketKeys(db)).find((k) => k.id === ticket.keyId)
  if (!key) return undefined
  return verify(null, ticket.facts, key.publicKey, ticket.signature) ? ticket : undefined
}

/** The public keys a door needs to verify tickets offline: key id and the raw 32-byte key, base64url. */
export async function ticketPublicKeys(db: Kysely<Database>): Promise<{ kid: number; public_key: string }[]> {
  return (await ticketKeys(db)).map((key) => ({
    kid: key.id,
    // The last 32 bytes of an Ed25519 SPKI structure are the raw public key.
    public_key: key.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64url'),
  }))
}

/**
 * Loads (or makes) the signing keys outside any transaction: SQLite has one connection, so
 * a key read on the main handle from inside a transaction would wait for itself.
 */
export async function prepareTicketKeys(db: Kysely<Database>): Promise<void> {
  await ticketKeys(db)
}

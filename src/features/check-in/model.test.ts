import { dayNumber, encodeFacts, ticketCode, toBase64Url, type TicketFacts } from '@contract/ticket-code'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  admittedCount,
  buildDoorIndex,
  decideRegistration,
  decideTicket,
  flaggedScans,
  mergeDoorData,
  searchRoster,
  withLocalScan,
  type DoorData,
} from './model'

/** Real Ed25519 keys, signing tickets exactly as the server lays them out. */
const ED25519 = { name: 'Ed25519' }
let signing: CryptoKeyPair
let stranger: CryptoKeyPair
let publicKey: string

const NOW = new Date('2026-12-01T08:00:00Z')
const TODAY = dayNumber(NOW)

async function generate(): Promise<CryptoKeyPair> {
  // An Ed25519 generateKey answers a key pair (the overload for key pairs is not picked for a plain name).
  return (await crypto.subtle.generateKey(ED25519, true, ['sign', 'verify'])) as CryptoKeyPair
}

async function sign(pair: CryptoKeyPair, facts: Partial<TicketFacts> = {}): Promise<string> {
  const bytes = encodeFacts({
    keyId: 1,
    registrationId: 7,
    eventId: 42,
    validFromDay: TODAY - 1,
    validUntilDay: TODAY + 1,
    ...facts,
  })
  return ticketCode(
    bytes,
    new Uint8Array(await crypto.subtle.sign(ED25519, pair.privateKey, new Uint8Array(bytes))),
  )
}

function data(over: Partial<DoorData> = {}): DoorData {
  return {
    eventId: 42,
    generatedAt: '2026-12-01T07:00:00.000Z',
    keys: [{ kid: 1, public_key: publicKey }],
    roster: [
      {
        registration_id: 7,
        full_name: 'د. سارة العتيبي',
        full_name_ar: 'د. سارة العتيبي',
        full_name_en: 'Dr. Sara Alotaibi',
        status: 'registered',
      },
      {
        registration_id: 8,
        full_name: 'Dr. Omar Haddad',
        full_name_ar: '',
        full_name_en: '',
        status: 'cancelled',
      },
      {
        registration_id: 9,
        full_name: 'أحمد الزهراني',
        full_name_ar: '',
        full_name_en: '',
        status: 'registered',
      },
    ],
    checkIns: [],
    ...over,
  }
}

beforeAll(async () => {
  signing = await generate()
  stranger = await generate()
  publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', signing.publicKey)))
})

describe('the door decision', () => {
  it('admits a valid ticket of this event, named from the roster', async () => {
    const index = await buildDoorIndex(data())
    expect(await decideTicket(index, await sign(signing), null, NOW)).toEqual({
      kind: 'admitted',
      registrationId: 7,
      name: {
        full_name: 'د. سارة العتيبي',
        full_name_ar: 'د. سارة العتيبي',
        full_name_en: 'Dr. Sara Alotaibi',
      },
    })
  })

  it('refuses a forged ticket (signed by another key) and an altered one as invalid', async () => {
    const index = await buildDoorIndex(data())
    expect(await decideTicket(index, await sign(stranger), null, NOW)).toEqual({ kind: 'invalid' })
    const genuine = await sign(signing)
    // Change one character of the facts (the registration id): the signature no longer matches.
    const altered = `${genuine.slice(0, 5)}${genuine.charAt(5) === 'A' ? 'B' : 'A'}${genuine.slice(6)}`
    expect(await decideTicket(index, altered, null, NOW)).toEqual({ kind: 'invalid' })
    expect(await decideTicket(index, 'not a ticket', null, NOW)).toEqual({ kind: 'invalid' })
    expect(await decideTicket(index, await sign(signing, { keyId: 2 }), null, NOW)).toEqual({
      kind: 'invalid',
    })
  })

  it('tells a genuine ticket of another event apart', async () => {
    const index = await buildDoorIndex(data())
    expect(await decideTicket(index, await sign(signing, { eventId: 43 }), null, NOW)).toEqual({
      kind: 'other-event',
    })
  })

  it('refuses a ticket outside its validity days, inclusive at both ends', async () => {
    const index = await buildDoorIndex(data())
    expect(
      await decideTicket(
        index,
        await sign(signing, { validFromDay: TODAY + 1, validUntilDay: TODAY + 2 }),
        null,
        NOW,
      ),
    ).toMatchObject({ kind: 'outside-window' })
    expect(
      await decideTicket(
        index,
        await sign(signing, { validFromDay: TODAY - 3, validUntilDay: TODAY - 1 }),
        null,
        NOW,
      ),
    ).toMatchObject({ kind: 'outside-window' })
    expect(
      await decideTicket(
        index,
        await sign(signing, { validFromDay: TODAY, validUntilDay: TODAY }),
        null,
        NOW,
      ),
    ).toMatchObject({ kind: 'admitted' })
  })

  it('refuses the ticket of a cancelled registration as revoked', async () => {
    const index = await buildDoorIndex(data())
    expect(await decideTicket(index, await sign(signing, { registrationId: 8 }), null, NOW)).toEqual({
      kind: 'revoked',
      registrationId: 8,
      name: { full_name: 'Dr. Omar Haddad', full_name_ar: '', full_name_en: '' },
    })
  })

  it('says already checked in, with the earliest time the server knows', async () => {
    const index = await buildDoorIndex(
      data({
        checkIns: [
          { registration_id: 7, session_id: null, checked_in_at: '2026-12-01T07:40:00.000Z', flagged: false },
          { registration_id: 7, session_id: null, checked_in_at: '2026-12-01T07:30:00.000Z', flagged: false },
        ],
      }),
    )
    expect(await decideTicket(index, await sign(signing), null, NOW)).toMatchObject({
      kind: 'already',
      at: '2026-12-01T07:30:00.000Z',
    })
    // A session's hall is counted apart from the door.
    expect(await decideTicket(index, await sign(signing), 5, NOW)).toMatchObject({ kind: 'admitted' })
  })

  it('says already checked in for a second scan on this device, offline', async () => {
    const index = await buildDoorIndex(data(), [
      { registrationId: 9, sessionId: null, scannedAt: '2026-12-01T07:55:00.000Z' },
    ])
    expect(decideRegistration(index, 9, null)).toMatchObject({
      kind: 'already',
      at: '2026-12-01T07:55:00.000Z',
    })
    const code = await sign(signing)
    expect(await decideTicket(index, code, null, NOW)).toMatchObject({ kind: 'admitted' })
    withLocalScan(index, { registrationId: 7, sessionId: null, scannedAt: NOW.toISOString() })
    expect(await decideTicket(index, code, null, NOW)).toEqual({
      kind: 'already',
      registrationId: 7,
      name: {
        full_name: 'د. سارة العتيبي',
        full_name_ar: 'د. سارة العتيبي',
        full_name_en: 'Dr. Sara Alotaibi',
      },
      at: NOW.toISOString(),
    })
    expect(admittedCount(index, null)).toBe(2)
  })

  it('admits a genuine ticket of a registration newer than the roster, without a name', async () => {
    const index = await buildDoorIndex(data())
    expect(await decideTicket(index, await sign(signing, { registrationId: 99 }), null, NOW)).toEqual({
      kind: 'admitted',
      registrationId: 99,
      name: null,
    })
  })
})

describe('the cached data', () => {
  it('merges an incremental answer: changed roster rows replace, new scans add', () => {
    const kept = data({
      checkIns: [
        { registration_id: 9, session_id: null, checked_in_at: '2026-12-01T07:00:00.000Z', flagged: false },
      ],
    })
    const merged = mergeDoorData(kept, {
      event_id: 42,
      generated_at: '2026-12-01T08:00:00.000Z',
      keys: kept.keys,
      roster: [
        {
          registration_id: 7,
          full_name: 'د. سارة العتيبي',
          full_name_ar: '',
          full_name_en: '',
          status: 'cancelled',
        },
        { registration_id: 10, full_name: 'New', full_name_ar: '', full_name_en: '', status: 'registered' },
      ],
      check_ins: [
        { registration_id: 9, session_id: null, checked_in_at: '2026-12-01T07:00:00.000Z', flagged: false },
        { registration_id: 9, session_id: null, checked_in_at: '2026-12-01T07:50:00.000Z', flagged: true },
      ],
    })
    expect(merged.generatedAt).toBe('2026-12-01T08:00:00.000Z')
    expect(merged.roster.find((entry) => entry.registration_id === 7)?.status).toBe('cancelled')
    expect(merged.roster).toHaveLength(4)
    expect(merged.checkIns).toHaveLength(2)
    expect(flaggedScans(merged, null)).toEqual([
      {
        registrationId: 9,
        name: { full_name: 'أحمد الزهراني', full_name_ar: '', full_name_en: '' },
        at: '2026-12-01T07:50:00.000Z',
      },
    ])
  })

  it('finds names with Arabic folding and every word typed', () => {
    const roster = data().roster
    expect(searchRoster(roster, 'ساره').map((entry) => entry.registration_id)).toEqual([7])
    expect(searchRoster(roster, 'احمد زهراني').map((entry) => entry.registration_id)).toEqual([9])
    expect(searchRoster(roster, 'omar').map((entry) => entry.registration_id)).toEqual([8])
    expect(searchRoster(roster, '  ')).toEqual([])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, jsonRequest, type TestApp } from '../test-support/test-app'
import { normalizeAddress, parseTrustedProxies, resolveClientAddress } from './client-address'

describe('parseTrustedProxies', () => {
  it.each([
    ['', 0],
    ['10.0.0.1', 1],
    ['10.0.0.0/8, 192.168.1.0/24', 2],
    ['2001:db8::/32,::1', 2],
    ['10.0.0.1,', 1],
    ['0.0.0.0/0', 1],
    ['::/0', 1],
    ['::ffff:10.0.0.1', 1],
  ])('accepts %j', (value, count) => {
    expect(parseTrustedProxies(value)).toHaveLength(count)
  })

  it.each([
    'proxy.local',
    '10.0.0.256',
    '10.0.0.0/33',
    '2001:db8::/129',
    '10.0.0.0/8/8',
    '10.0.0.0/',
    '10.0.0.0/-1',
    '10.0.0.0/ 8',
    '10.0.0.1;10.0.0.2',
    'unknown',
    '1.2.3.4:80',
  ])('refuses %j with a message naming TRUSTED_PROXIES', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(
      /^TRUSTED_PROXIES: ".*" is not an IP address or CIDR range/,
    )
  })
})

describe('normalizeAddress', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    [' 1.2.3.4 ', '1.2.3.4'],
    ['1.2.3.4:5678', '1.2.3.4'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:102:304', '1.2.3.4'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['::1', '::1'],
    ['unknown', undefined],
    ['_hidden', undefined],
    ['1.2.3', undefined],
    ['', undefined],
  ])('%j reads as %j', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected)
  })
})

describe('resolveClientAddress', () => {
  const proxies = parseTrustedProxies('10.0.0.0/8, 2001:db8:1::/48, 192.0.2.1')
  it.each<[string, string | undefined, string | undefined, string]>([
    ['no peer (in-process request)', undefined, '203.0.113.9', 'local'],
    ['untrusted peer: the header is ignored', '198.51.100.7', '203.0.113.9', '198.51.100.7'],
    ['untrusted IPv4-mapped peer reads as IPv4', '::ffff:198.51.100.7', '203.0.113.9', '198.51.100.7'],
    ['trusted peer without a header', '10.1.2.3', undefined, '10.1.2.3'],
    ['trusted peer: the forwarded client', '10.1.2.3', '203.0.113.9', '203.0.113.9'],
    ['trusted IPv4-mapped peer matches an IPv4 range', '::ffff:10.1.2.3', '203.0.113.9', '203.0.113.9'],
    ['trusted single address', '192.0.2.1', '203.0.113.9', '203.0.113.9'],
    ['CIDR edge: last address of 10.0.0.0/8 is trusted', '10.255.255.255', '203.0.113.9', '203.0.113.9'],
    ['CIDR edge: first address past 10.0.0.0/8 is not', '11.0.0.0', '203.0.113.9', '11.0.0.0'],
    ['CIDR edge: the neighbour of a single address is not', '192.0.2.2', '203.0.113.9', '192.0.2.2'],
    ['spoofed leftmost entries are skipped', '10.1.2.3', '1.1.1.1, 6.6.6.6, 203.0.113.9', '203.0.113.9'],
    [
      'trusted hops are walked from the right',
      '10.1.2.3',
      '1.1.1.1, 203.0.113.9, 10.9.9.9, 10.8.8.8',
      '203.0.113.9',
    ],
    ['IPv6 proxy and client', '2001:db8:1:ffff::1', '2001:db8:2::abcd', '2001:db8:2::abcd'],
    ['IPv6 CIDR edge: outside the /48', '2001:db8:2::1', '203.0.113.9', '2001:db8:2::1'],
    ['IPv6 client in brackets with a port', '10.1.2.3', '[2001:DB8:3::1]:443', '2001:db8:3::1'],
    ['IPv4 client with a port', '10.1.2.3', '203.0.113.9:5555', '203.0.113.9'],
    ['IPv4-mapped client reads as IPv4', '10.1.2.3', '::ffff:203.0.113.9', '203.0.113.9'],
    ['every hop trusted: the farthest one', '10.1.2.3', '10.5.5.5, 10.6.6.6', '10.5.5.5'],
    [
      'garbage where the client should be: the hop that passed it on',
      '10.1.2.3',
      '203.0.113.9, unknown, 10.6.6.6',
      '10.6.6.6',
    ],
    ['empty header entry right of the client', '10.1.2.3', '203.0.113.9,', '10.1.2.3'],
  ])('%s', (_name, peer, header, expected) => {
    expect(resolveClientAddress(peer, header, proxies)).toBe(expected)
  })

  it('ignores the header when no proxy is trusted', () => {
    expect(resolveClientAddress('10.1.2.3', '203.0.113.9', [])).toBe('10.1.2.3')
  })
})

describe('rate limits behind a trusted proxy (in-process requests)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ trustedProxies: parseTrustedProxies('10.0.0.1') })
  })
  afterAll(() => t.close())

  const resendVia = (peer: string, forwardedFor: string) =>
    t.app.request(
      '/api/auth/activation/resend',
      jsonRequest(
        'POST',
        { email: `nobody-${Math.random().toString(36).slice(2, 10)}@example.org` },
        { 'X-Forwarded-For': forwardedFor },
      ),
      { incoming: { socket: { remoteAddress: peer } } },
    )

  // The resend limit allows 30 requests per address per hour.
  it('counts each forwarded client apart, and one bucket for an untrusted peer whatever its header says', async () => {
    for (let i = 0; i < 30; i += 1)
      expect((await resendVia('10.0.0.1', `1.1.1.1, 203.0.113.1`)).status).toBe(200)
    expect((await resendVia('10.0.0.1', '203.0.113.1')).status).toBe(429)
    // Another client behind the same proxy, even with the first client's address spoofed leftmost.
    expect((await resendVia('::ffff:10.0.0.1', '203.0.113.1, 203.0.113.2')).status).toBe(200)

    for (let i = 0; i < 30; i += 1)
      expect((await resendVia('198.51.100.7', `203.0.113.${100 + i}`)).status).toBe(200)
    expect((await resendVia('198.51.100.7', '203.0.113.200')).status).toBe(429)
    const buckets = await t.deps.db
      .selectFrom('rate_limits')
      .select('bucket')
      .where('bucket', 'like', 'resend:addr:%')
      .execute()
    expect(buckets.map((row) => row.bucket).sort()).toEqual([
      'resend:addr:198.51.100.7',
      'resend:addr:203.0.113.1',
      'resend:addr:203.0.113.2',
    ])
  })
})

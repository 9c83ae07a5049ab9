import { fieldOf } from '@contract/narrow'
import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { convertIPv4ToBinary, convertIPv6BinaryToString, convertIPv6ToBinary } from 'hono/utils/ipaddr'
import type { AppEnv } from '../app-env'

/**
 * The client address every rate limit keys on. It is the socket's peer, unless that peer is
 * one of TRUSTED_PROXIES: then X-Forwarded-For is read from the right, each trusted hop is
 * skipped, and the first untrusted address is the client. Entries left of it were written
 * by the client itself (anyone can send the header), so they are never believed.
 */

/** One trusted range. Every address is held as 128 bits; IPv4 as its IPv4-mapped IPv6 form. */
export interface AddressRange {
  network: bigint
  prefix: number
}

const ALL_BITS = (1n << 128n) - 1n
const IPV4_MAPPED = 0xffffn << 32n

/** `::ffff:a.b.c.d` and `a.b.c.d` are one client: both read as 128 bits the same way. */
function addressBits(address: string): bigint | undefined {
  const family = isIP(address)
  if (family === 4) return IPV4_MAPPED | convertIPv4ToBinary(address)
  if (family === 6) return convertIPv6ToBinary(address)
  return undefined
}

function mask(prefix: number): bigint {
  return prefix === 0 ? 0n : (ALL_BITS << BigInt(128 - prefix)) & ALL_BITS
}

function formatBits(bits: bigint): string {
  const text = convertIPv6BinaryToString(bits)
  // IPv4-mapped addresses read as plain IPv4, the form IPv4 peers and proxies write.
  return text.startsWith('::ffff:') && text.includes('.') ? text.slice('::ffff:'.length) : text
}

/**
 * An address as it may appear in X-Forwarded-For or a socket: `1.2.3.4`, `1.2.3.4:5678`,
 * `2001:db8::1`, `[2001:db8::1]:443`, `::ffff:1.2.3.4`. Undefined for anything else
 * (`unknown`, obfuscated names, garbage).
 */
function parseAddress(raw: string): bigint | undefined {
  let text = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)
  // The pattern's one group always takes part in a match.
  if (bracketed) text = bracketed[1]!
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  return addressBits(text)
}

/** The canonical text of an address (lower-case, compressed IPv6; IPv4 without the mapping). */
export function normalizeAddress(raw: string): string | undefined {
  const bits = parseAddress(raw)
  return bits === undefined ? undefined : formatBits(bits)
}

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges, IPv4 or IPv6. Blank entries
 * (a trailing comma) are ignored; anything else that is not an address or range throws,
 * with a message naming the variable, so a typo stops start-up instead of trusting nobody
 * (or everybody) by accident.
 */
export function parseTrustedProxies(value: string | undefined): AddressRange[] {
  if (!value) return []
  const ranges: AddressRange[] = []
  for (const entry of value.split(',').map((item) => item.trim())) {
    if (!entry) continue
    const range = parseRange(entry)
    if (!range) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (examples: 10.0.0.1, 10.0.0.0/8, fd00::/8)`,
      )
    }
    ranges.push(range)
  }
  return ranges
}

function parseRange(entry: string): AddressRange | undefined {
  const [address = '', prefixText, extra] = entry.split('/')
  if (extra !== undefined) return undefined
  const family = isIP(address)
  const bits = addressBits(address)
  if (bits === undefined) return undefined
  const width = family === 4 ? 32 : 128
  let prefix = width
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return undefined
    prefix = Number(prefixText)
    if (prefix > width) return undefined
  }
  // An IPv4 prefix covers the low 32 bits of the mapped form.
  const fullPrefix = family === 4 ? prefix + 96 : prefix
  return { network: bits & mask(fullPrefix), prefix: fullPrefix }
}

function isTrusted(bits: bigint, trusted: readonly AddressRange[]): boolean {
  return trusted.some((range) => (bits & mask(range.prefix)) === range.network)
}

/**
 * The client address of a request whose socket peer is `peer` and whose X-Forwarded-For
 * header is `forwardedFor`. Without a trusted peer the header is ignored. When the first
 * untrusted entry from the right is not an address, the trusted hop that passed it on is
 * the client (one key per proxy, never a key the client picks). A peer that is not an IP
 * address (no socket: in-process tests) reads as `local`.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: readonly AddressRange[],
): string {
  const peerBits = peer === undefined ? undefined : parseAddress(peer)
  if (peerBits === undefined) return 'local'
  if (!forwardedFor || !isTrusted(peerBits, trusted)) return formatBits(peerBits)
  let nearest = peerBits
  const hops = forwardedFor.split(',')
  for (const hop of hops.reverse()) {
    const bits = parseAddress(hop)
    if (bits === undefined) return formatBits(nearest)
    if (!isTrusted(bits, trusted)) return formatBits(bits)
    nearest = bits
  }
  // Every hop is trusted: the farthest one is the best we know.
  return formatBits(nearest)
}

const field = fieldOf

/**
 * The socket's peer address as @hono/node-server hands it over (getConnInfo reads
 * `env.incoming.socket`); undefined when there is no socket, as in `app.request` tests
 * that pass no env. Tests pass `{ incoming: { socket: { remoteAddress } } }` to act as a peer.
 */
function peerAddress<E extends AppEnv>(c: Context<E>): string | undefined {
  const bindings = field(c.env, 'server') || c.env
  if (!field(field(bindings, 'incoming'), 'socket')) return undefined
  const address = getConnInfo(c).remote.address
  return typeof address === 'string' ? address : undefined
}

/** The caller's address for rate limits (see the top of this file). */
export function clientAddress<E extends AppEnv>(c: Context<E>): string {
  return resolveClientAddress(
    peerAddress(c),
    c.req.header('x-forwarded-for'),
    c.get('deps').config.trustedProxies,
  )
}

import { fieldOf } from '@contract/narrow'
import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { convertIPv4ToBinary, convertIPv6BinaryToString, convertIPv6ToBinary } from 'hono/utils/ipaddr'
import type { AppEnv } from '../app-env'

/** X-Forwarded-For is read from the right past trusted hops; entries left of the first untrusted are never believed. */

export interface AddressRange {
  network: bigint
  prefix: number
}

const ALL_BITS = (1n << 128n) - 1n
const IPV4_MAPPED = 0xffffn << 32n

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
  return text.startsWith('::ffff:') && text.includes('.') ? text.slice('::ffff:'.length) : text
}

function parseAddress(raw: string): bigint | undefined {
  let text = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)
  // The pattern's one group always takes part in a match.
  if (bracketed) text = bracketed[1]!
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  return addressBits(text)
}

export function normalizeAddress(raw: string): string | undefined {
  const bits = parseAddress(raw)
  return bits === undefined ? undefined : formatBits(bits)
}

/** An invalid entry throws naming the variable, so a typo stops start-up instead of trusting by accident. */
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
  const fullPrefix = family === 4 ? prefix + 96 : prefix
  return { network: bits & mask(fullPrefix), prefix: fullPrefix }
}

function isTrusted(bits: bigint, trusted: readonly AddressRange[]): boolean {
  return trusted.some((range) => (bits & mask(range.prefix)) === range.network)
}

/**
 * When the first untrusted entry is not an address, the hop that passed it on is the client (never a key the
 * client picks). No IP peer (in-process tests) reads as `local`.
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

function peerAddress<E extends AppEnv>(c: Context<E>): string | undefined {
  const bindings = field(c.env, 'server') || c.env
  if (!field(field(bindings, 'incoming'), 'socket')) return undefined
  const address = getConnInfo(c).remote.address
  return typeof address === 'string' ? address : undefined
}

export function clientAddress<E extends AppEnv>(c: Context<E>): string {
  return resolveClientAddress(
    peerAddress(c),
    c.req.header('x-forwarded-for'),
    c.get('deps').config.trustedProxies,
  )
}

import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { BlockList, isIP } from 'node:net'

/**
 * Against request forgery: only `https` on a public host and default port is accepted, and the resolved
 * address is checked again at each send. Tests with a local endpoint set PUSH_ALLOW_PRIVATE_ENDPOINTS=1.
 */
const inside = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  inside.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  inside.addSubnet(network, prefix, 'ipv6')

/** An IPv4-mapped IPv6 address is read as its IPv4. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1]
  const ip = mapped ?? address
  const family = isIP(ip)
  if (family === 0) return false
  return !inside.check(ip, family === 4 ? 'ipv4' : 'ipv6')
}

/** Names that never leave the machine or the local network. */
const LOCAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home\.arpa)$/i

export function endpointProblem(endpoint: string, allowPrivate: boolean): string | undefined {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'The endpoint is not a URL'
  }
  if (url.username || url.password) return 'The endpoint carries credentials'
  if (allowPrivate)
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'The endpoint is not http(s)'
  if (url.protocol !== 'https:') return 'The endpoint is not https'
  if (url.port !== '') return 'The endpoint names a port'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) !== 0) return isPublicAddress(host) ? undefined : 'The endpoint is not on a public host'
  if (!host.includes('.') || LOCAL_NAME.test(host.replace(/\.$/, '')))
    return 'The endpoint is not on a public host'
  return undefined
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    const usable = addresses.filter((entry) => isPublicAddress(entry.address))
    const first = usable[0]
    if (!first) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to no public address`)
      refused.code = 'EPUSHNOTPUBLIC'
      return callback(refused, [])
    }
    if (options.all) callback(null, usable)
    else callback(null, first.address, first.family)
  })
}

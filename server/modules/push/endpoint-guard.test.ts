import { describe, expect, it } from 'vitest'
import { isPublicAddress, publicOnlyLookup } from './endpoint-guard'

describe('the push endpoint guard', () => {
  it('tells public addresses from inside ones, IPv4-mapped IPv6 read as IPv4', () => {
    for (const address of ['8.8.8.8', '142.250.74.106', '2a00:1450:4001:82b::200a'])
      expect(isPublicAddress(address), address).toBe(true)
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.31.255.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.100.1.1',
      '0.0.0.0',
      '::1',
      'fd12::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('refuses, when sending, a name that resolves to no public address', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (failure) => resolve(failure)),
    )
    expect(error?.code).toBe('EPUSHNOTPUBLIC')
  })
})

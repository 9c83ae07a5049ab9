import { describe, expect, it } from 'vitest'
import { relyingPartyOf } from './relying-party'

describe('relyingPartyOf', () => {
  it('takes the RP ID from the host and the origin from PUBLIC_URL', () => {
    expect(relyingPartyOf('https://portal.example.org/app')).toMatchObject({
      id: 'portal.example.org',
      origin: 'https://portal.example.org',
    })
    expect(relyingPartyOf('http://localhost:4173')).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:4173',
    })
  })

  it('has none for an IP address, which browsers refuse as an RP ID', () => {
    expect(relyingPartyOf('http://127.0.0.1:8080')).toBeNull()
    expect(relyingPartyOf('http://[::1]:8080')).toBeNull()
    expect(relyingPartyOf('not a url')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { certificateCodeOf, certificatePdfUrl } from './model'

describe('typed certificate codes', () => {
  it('forgives case, spaces, missing dashes and look-alike letters', () => {
    expect(certificateCodeOf('k7qm-2xh9-pa4d')).toBe('K7QM-2XH9-PA4D')
    expect(certificateCodeOf('  K7QM 2XH9 PA4D ')).toBe('K7QM-2XH9-PA4D')
    expect(certificateCodeOf('k7qm2xh9pa4d')).toBe('K7QM-2XH9-PA4D')
    expect(certificateCodeOf('O0IL-1234-5678')).toBe('0011-1234-5678')
  })

  it('refuses text that cannot be a code', () => {
    expect(certificateCodeOf('')).toBeUndefined()
    expect(certificateCodeOf('K7QM-2XH9')).toBeUndefined()
    expect(certificateCodeOf('UUUU-UUUU-UUUU')).toBeUndefined()
  })

  it('links the PDF under the API', () => {
    expect(certificatePdfUrl('K7QM-2XH9-PA4D')).toBe('/api/certificates/K7QM-2XH9-PA4D/pdf')
  })
})

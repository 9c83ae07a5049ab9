import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  CERTIFICATE_CODE_PATTERN,
  CertificateCodeParamSchema,
  certificateCode,
  normalizeCertificateCode,
} from './certificates'

describe('certificate codes', () => {
  it('groups 12 Crockford characters', () => {
    const code = certificateCode([0, 1, 2, 3, 31, 32, 33, 255, 100, 200, 18, 21])
    expect(code).toMatch(CERTIFICATE_CODE_PATTERN)
    expect(code).toBe(
      '0123-Z01Z-4893'.replace(
        '4893',
        `${'0123456789ABCDEFGHJKMNPQRSTVWXYZ'[100 % 32]}${'0123456789ABCDEFGHJKMNPQRSTVWXYZ'[200 % 32]}JN`,
      ),
    )
  })

  it('forgives case, spaces and look-alike letters when typed', () => {
    expect(normalizeCertificateCode('abcd efgh jkmn')).toBe('ABCD-EFGH-JKMN')
    expect(normalizeCertificateCode('o1il-0000-1111')).toBe('0111-0000-1111')
    expect(v.parse(CertificateCodeParamSchema, { code: 'abcd-efgh-jkmn' }).code).toBe('ABCD-EFGH-JKMN')
    expect(v.safeParse(CertificateCodeParamSchema, { code: 'ABCD-EFGH-JKMU' }).success).toBe(false)
    expect(v.safeParse(CertificateCodeParamSchema, { code: 'short' }).success).toBe(false)
  })
})

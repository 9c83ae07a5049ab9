import { CERTIFICATE_CODE_PATTERN, normalizeCertificateCode } from '@contract/certificates'
import { API_BASE } from '@contract/constants'

/**
 * What a typed certificate code means: case, spaces, dashes and the look-alike letters
 * forgiven (o→0, i/l→1), the same reading the server gives it. Undefined when the text
 * cannot be a code (wrong length or letters the codes never use).
 */
export function certificateCodeOf(text: string): string | undefined {
  const code = normalizeCertificateCode(text)
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : undefined
}

/** The certificate's PDF: a plain link (a file download, not a JSON call), open to anyone holding the code. */
export const certificatePdfUrl = (code: string) => `${API_BASE}/certificates/${encodeURIComponent(code)}/pdf`

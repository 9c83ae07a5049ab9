import { CertificateVerificationSchema } from '@contract/certificates'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'

export const certificateQueries = {
  /** What anyone may see of a certificate to verify it; always asked again (a revocation counts at once). */
  verify: (code: string) =>
    queryOptions({
      queryKey: ['certificates', 'verify', code] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/certificates/${encodeURIComponent(code)}`, {
          schema: CertificateVerificationSchema,
          signal,
        }),
      staleTime: 0,
    }),
}

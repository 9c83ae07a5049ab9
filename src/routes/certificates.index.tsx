import { createFileRoute } from '@tanstack/react-router'
import { CertificatesPage } from '@/features/certificates/components/CertificatesPage'

/** /certificates: anyone types a certificate's code to verify it (no sign-in). */
export const Route = createFileRoute('/certificates/')({ component: CertificatesPage })

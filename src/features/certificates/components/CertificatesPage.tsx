import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CertificateCodeForm } from './CertificateCodeForm'
import * as css from './certificates.css'
import { HeadedSection } from '@/ui/primitives/HeadedSection'

/** The frame of both verification pages: title, what the page does, then the page's own part. */
export function VerificationFrame({ children }: { children: ReactNode }) {
  return (
    <HeadedSection
      className={css.page}
      headingId="verify-title"
      heading={<Trans>Verify a certificate</Trans>}
      leadClassName={css.lead}
      lead={<Trans>Check that a CME certificate issued by the society is genuine and still valid.</Trans>}
    >
      {children}
    </HeadedSection>
  )
}

/** /certificates: the code form alone. */
export function CertificatesPage() {
  return (
    <VerificationFrame>
      <CertificateCodeForm />
    </VerificationFrame>
  )
}

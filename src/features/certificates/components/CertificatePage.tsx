import type { CertificateVerification } from '@contract/certificates'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { RefObject } from 'react'
import { certificateQueries } from '../api/certificate-queries'
import { certificateCodeOf, certificatePdfUrl } from '../model'
import { CertificateCodeForm } from './CertificateCodeForm'
import { VerificationFrame } from './CertificatesPage'
import * as css from './certificates.css'
import { formatDate, formatEventDate, formatNumber, pickLang } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { button } from '@/ui/primitives/button.css'
import { FactList } from '@/ui/items/FactList'
import { Icon } from '@/ui/primitives/Icon'
import { PersonName } from '@/ui/text/PersonName'
import { VerificationVerdict } from '@/ui/items/VerificationVerdict'
import { textLangProps } from '@/lib/format/bilingual'

/** /certificates/{code}: the verdict on one certificate (valid, revoked, unknown), then the form for another code. */
export function CertificatePage({ code }: { code: string }) {
  // Text that cannot be a code is answered here, without asking the server.
  const normalized = certificateCodeOf(code)
  return (
    <VerificationFrame>
      {normalized ? <Verdict code={normalized} /> : <NotFound code={code} />}
      <h2 className={css.formHeading}>
        <Trans>Check another code</Trans>
      </h2>
      <CertificateCodeForm key={code} />
    </VerificationFrame>
  )
}

function NotFound({ code, headingRef }: { code: string; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className={css.unknown}>
      <h2 ref={headingRef} tabIndex={-1} className={css.verdict}>
        <Trans>No certificate with this code</Trans>
      </h2>
      <p className={css.note}>
        <Trans>
          Check the code <bdi className={css.code}>{code}</bdi> against the one printed on the certificate and
          try again.
        </Trans>
      </p>
    </div>
  )
}

function Verdict({ code }: { code: string }) {
  return (
    <VerificationVerdict
      query={useQuery(certificateQueries.verify(code))}
      noteClassName={css.note}
      words={{
        checking: <Trans>Checking the certificate…</Trans>,
        offline: <Trans>You are offline. Connect to the internet to check this certificate.</Trans>,
        failed: <Trans>The certificate could not be checked</Trans>,
      }}
      notFound={(heading) => <NotFound code={code} headingRef={heading} />}
    >
      {(certificate, heading) => <Facts certificate={certificate} headingRef={heading} />}
    </VerificationVerdict>
  )
}

function Facts({
  certificate,
  headingRef,
}: {
  certificate: CertificateVerification
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const { event, accreditation } = certificate
  const revokedAt = certificate.revoked_at
  return (
    <div className={certificate.valid ? css.valid : css.revoked}>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className={certificate.valid ? css.validVerdict : css.revokedVerdict}
      >
        <span className={certificate.valid ? css.validMark : css.revokedMark} aria-hidden="true">
          {certificate.valid ? <Icon name="check" size={20} /> : '✕'}
        </span>
        {certificate.valid || !revokedAt ? (
          <Trans>Valid certificate</Trans>
        ) : (
          <Trans>Revoked on {formatDate(revokedAt, locale)}</Trans>
        )}
      </h2>
      {certificate.valid ? null : (
        <p className={css.note}>
          <Trans>This certificate was revoked by the society and is no longer valid.</Trans>
        </p>
      )}
      <FactList
        rows={[
          { term: <Trans>Name</Trans>, value: <PersonName person={certificate} /> },
          {
            term: <Trans>Event</Trans>,
            value: (
              <span {...textLangProps(locale, event.title_ar, event.title_en)}>
                {pickLang(locale, event.title_ar, event.title_en)}
              </span>
            ),
          },
          { term: <Trans>Event date</Trans>, value: formatEventDate(event.starts_at, locale) },
          { term: <Trans>CME credits</Trans>, value: formatNumber(certificate.credits, locale) },
          { term: <Trans>Issued on</Trans>, value: formatDate(certificate.issued_at, locale) },
          accreditation
            ? {
                term: <Trans>Accreditation</Trans>,
                value: (
                  <span dir="auto">
                    {accreditation.body}
                    {accreditation.number ? (
                      <>
                        {' '}
                        · <bdi>{accreditation.number}</bdi>
                      </>
                    ) : null}
                  </span>
                ),
              }
            : null,
          {
            term: <Trans>Certificate code</Trans>,
            value: <bdi className={css.code}>{certificate.code}</bdi>,
          },
        ]}
      />
      {certificate.valid ? (
        <div className={css.actions}>
          <a
            className={button.secondary}
            href={certificatePdfUrl(certificate.code)}
            download={`certificate-${certificate.code}.pdf`}
          >
            <Icon name="download" />
            <Trans>Download the certificate (PDF)</Trans>
          </a>
        </div>
      ) : null}
    </div>
  )
}

import type { CertificateVerification } from '@contract/certificates'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Fragment, useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { certificateQueries } from '../api/certificate-queries'
import { certificateCodeOf, certificatePdfUrl } from '../model'
import { CertificateCodeForm } from './CertificateCodeForm'
import { VerificationFrame } from './CertificatesPage'
import * as css from './certificates.css'
import { ApiError } from '@/lib/api-client'
import { formatDate, formatEventDate, formatNumber, pickLang } from '@/lib/format'
import { isLocale } from '@/lib/i18n'
import { useOnlineStatus } from '@/lib/online'
import { button } from '@/ui/button.css'
import { Icon } from '@/ui/Icon'
import { textLangProps } from '@/lib/bilingual'

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
  const { t } = useLingui()
  const online = useOnlineStatus()
  const query = useQuery(certificateQueries.verify(code))
  const heading = useRef<HTMLHeadingElement>(null)
  // The verdict is what the reader came for: it takes the focus once it is known (a screen reader reads it).
  useEffect(() => {
    if (query.isSuccess || query.isError) heading.current?.focus()
  }, [query.isSuccess, query.isError, code])

  if (query.isPending) {
    return online ? (
      <p role="status" className={css.note}>
        <Trans>Checking the certificate…</Trans>
      </p>
    ) : (
      <p role="alert" className={css.unknown}>
        <Trans>You are offline. Connect to the internet to check this certificate.</Trans>
      </p>
    )
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <NotFound code={code} headingRef={heading} />
    return (
      <div className={css.unknown} role="alert">
        <h2 ref={heading} tabIndex={-1} className={css.verdict}>
          <Trans>The certificate could not be checked</Trans>
        </h2>
        <p className={css.note}>{query.error.message || t`Failed to load`}</p>
        <button type="button" className={button.secondary} onClick={() => void query.refetch()}>
          <Trans>Retry</Trans>
        </button>
      </div>
    )
  }
  return <Facts certificate={query.data} headingRef={heading} />
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
          { term: <Trans>Name</Trans>, value: <span dir="auto">{certificate.full_name}</span> },
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

/** The facts of the certificate, in the order given; a row left null is not shown. */
function FactList({ rows }: { rows: readonly ({ term: ReactNode; value: ReactNode } | null)[] }) {
  return (
    <dl className={css.facts}>
      {rows.map((row, index) =>
        row ? (
          // A fixed list of rows for one certificate: the position is a stable key.
          <Fragment key={index}>
            <dt className={css.term}>{row.term}</dt>
            <dd className={css.value}>{row.value}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  )
}

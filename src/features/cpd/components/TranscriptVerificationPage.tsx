import {
  normalizeTranscriptCode,
  CPD_TRANSCRIPT_CODE_PATTERN,
  type CpdTranscriptVerification,
} from '@contract/cpd'
import type { Locale } from '@contract/constants'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { RefObject } from 'react'
import { cpdQueries } from '../api/cpd-queries'
import * as css from './cpd.css'
import { formatDate, formatNumber } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { FactList } from '@/ui/items/FactList'
import { HeadedSection } from '@/ui/primitives/HeadedSection'
import { Icon } from '@/ui/primitives/Icon'
import { VerificationVerdict } from '@/ui/items/VerificationVerdict'
import * as verification from '@/ui/items/verification.css'

/**
 * /cpd/verify/{code}: the page a transcript's QR code opens, for anyone (no sign-in): whose
 * transcript, which cycle, its totals and date — never the activities or their files.
 */
export function TranscriptVerificationPage({ code }: { code: string }) {
  const normalized = normalizeTranscriptCode(code)
  return (
    <HeadedSection
      className={css.verifyPage}
      headingId="verify-transcript-title"
      heading={<Trans>Verify a CPD transcript</Trans>}
      leadClassName={css.lead}
      lead={<Trans>Check that a CPD transcript was issued by the society's portal, and what it says.</Trans>}
    >
      {CPD_TRANSCRIPT_CODE_PATTERN.test(normalized) ? (
        <Verdict code={normalized} />
      ) : (
        <NotFound code={code} />
      )}
    </HeadedSection>
  )
}

function NotFound({ code, headingRef }: { code: string; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className={verification.unknown}>
      <h2 ref={headingRef} tabIndex={-1} className={verification.verdict}>
        <Trans>No transcript with this code</Trans>
      </h2>
      <p className={css.lead}>
        <Trans>
          Check the code <bdi className={verification.code}>{code}</bdi> against the one printed under the QR
          code of the transcript.
        </Trans>
      </p>
    </div>
  )
}

function Verdict({ code }: { code: string }) {
  return (
    <VerificationVerdict
      query={useQuery(cpdQueries.verifyTranscript(code))}
      noteClassName={css.lead}
      words={{
        checking: <Trans>Checking the transcript…</Trans>,
        offline: <Trans>You are offline. Connect to the internet to check this transcript.</Trans>,
        failed: <Trans>The transcript could not be checked</Trans>,
      }}
      notFound={(heading) => <NotFound code={code} headingRef={heading} />}
    >
      {(transcript, heading) => <Facts transcript={transcript} headingRef={heading} />}
    </VerificationVerdict>
  )
}

function Facts({
  transcript,
  headingRef,
}: {
  transcript: CpdTranscriptVerification
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  const { i18n } = useLingui()
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const hours = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 })
  const name =
    locale === 'ar'
      ? transcript.full_name_ar || transcript.full_name_en || transcript.full_name
      : transcript.full_name_en || transcript.full_name_ar || transcript.full_name
  return (
    <div className={verification.valid}>
      <h2 ref={headingRef} tabIndex={-1} className={verification.validVerdict}>
        <span className={verification.validMark} aria-hidden="true">
          <Icon name="check" size={20} />
        </span>
        <Trans>Transcript issued by the society's portal</Trans>
      </h2>
      <p className={css.lead}>
        {transcript.superseded ? (
          <Trans>
            A newer transcript of this cycle exists. This one shows the record as it was on{' '}
            {formatDate(transcript.issued_at, locale)}.
          </Trans>
        ) : (
          <Trans>It shows the record as it was on {formatDate(transcript.issued_at, locale)}.</Trans>
        )}
      </p>
      <FactList
        rows={[
          { term: <Trans>Name</Trans>, value: <span dir="auto">{name}</span> },
          transcript.registration_number
            ? {
                term: <Trans>SCFHS registration number</Trans>,
                value: <bdi>{transcript.registration_number}</bdi>,
              }
            : null,
          {
            term: <Trans>Licence cycle</Trans>,
            value: `${formatDate(transcript.cycle_start, locale)} – ${formatDate(transcript.cycle_end, locale)}`,
          },
          { term: <Trans>Hours counted</Trans>, value: hours(transcript.earned_hours) },
          {
            term: <Trans>Hours required</Trans>,
            value: transcript.required_hours === null ? '—' : hours(transcript.required_hours),
          },
          { term: <Trans>Activities listed</Trans>, value: formatNumber(transcript.activity_count, locale) },
          { term: <Trans>Issued on</Trans>, value: formatDate(transcript.issued_at, locale) },
          {
            term: <Trans>Transcript code</Trans>,
            value: <bdi className={verification.code}>{transcript.code}</bdi>,
          },
        ]}
      />
    </div>
  )
}

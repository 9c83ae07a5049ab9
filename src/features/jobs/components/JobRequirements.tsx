import type { PublicJob } from '@contract/jobs'
import { Trans } from '@lingui/react/macro'
import type { Locale } from '@contract/constants'
import { pickBilingual } from '@/lib/format/bilingual'
import { requirementLines } from '../model'
import * as css from './jobs.css'

/**
 * A job's requirements as a checklist, in the reader's language, else in the other one: then
 * the list carries that language and its own direction, so English lines in the Arabic page
 * read left to right and are announced as English.
 */
/** `heading`: h3 inside the dialog, h2 on the item's own page (under its h1). */
export function JobRequirements({
  job,
  locale,
  heading: Heading = 'h3',
}: {
  job: PublicJob
  locale: Locale
  heading?: 'h2' | 'h3'
}) {
  const picked = pickBilingual(locale, job.requirements_ar, job.requirements_en, job.requirements)
  const lines = requirementLines(picked.text)
  if (!lines.length) return null
  const other = picked.lang !== locale
  return (
    <>
      <Heading className={css.requirementsTitle}>
        <Trans>Requirements</Trans>
      </Heading>
      <ul className={css.checklist} lang={other ? picked.lang : undefined} dir={other ? 'auto' : undefined}>
        {lines.map((line) => (
          <li key={line} className={css.checkItem}>
            <span aria-hidden="true" className={css.check}>
              ✓
            </span>
            <bdi dir="auto">{line}</bdi>
          </li>
        ))}
      </ul>
    </>
  )
}

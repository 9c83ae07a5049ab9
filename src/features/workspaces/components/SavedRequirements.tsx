import type { Locale } from '@contract/constants'
import type { PublicJob } from '@contract/jobs'
import { Trans } from '@lingui/react/macro'
import { pickBilingual } from '@/lib/format/bilingual'
import * as card from '@/ui/primitives/card.css'

/** A saved job's requirements, one per line, in the reader's language, else the other one marked with its language and direction. */
export function SavedRequirements({ job, locale }: { job: PublicJob; locale: Locale }) {
  const picked = pickBilingual(locale, job.requirements_ar, job.requirements_en, job.requirements)
  const lines = picked.text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  if (!lines.length) return null
  const other = picked.lang !== locale
  return (
    <>
      <h3 className={card.sectionTitle}>
        <Trans>Requirements</Trans>
      </h3>
      <ul lang={other ? picked.lang : undefined} dir={other ? 'auto' : undefined}>
        {lines.map((line) => (
          <li key={line}>
            <bdi dir="auto">{line}</bdi>
          </li>
        ))}
      </ul>
    </>
  )
}

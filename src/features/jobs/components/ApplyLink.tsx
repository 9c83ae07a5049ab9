import { canApply } from '@contract/job-status'
import type { PublicJob } from '@contract/jobs'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNeedsNetwork } from '@/lib/offline/offline-actions'
import { button } from '@/ui/primitives/button.css'
import { useNow } from '@/lib/format/clock'

/** "Apply" (opens the employer's page in a new tab) while the job takes applications and has a link; offline it says the network is needed. */
export function ApplyLink({ job, title }: { job: PublicJob; title: string }) {
  const { t } = useLingui()
  const needsNetwork = useNeedsNetwork()
  const now = useNow()
  if (!canApply(job, now) || !job.application_link) return null
  return (
    <a
      href={job.application_link}
      target="_blank"
      rel="noopener noreferrer"
      className={button.primary}
      aria-label={t`Apply: ${title}`}
      onClick={(click) =>
        needsNetwork(t`Applying needs an internet connection. Try again when you are online.`, click)
      }
    >
      <Trans>Apply</Trans>
    </a>
  )
}

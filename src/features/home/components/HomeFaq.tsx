import { ACTIVATION_LINK_TTL_HOURS } from '@contract/constants'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import * as css from './home.css'
import { formatNumber } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'

interface FaqEntry {
  id: string
  question: string
  answer: ReactNode
}

/**
 * The home page's FAQ (id="faq"): the registration-pending page sends new applicants here
 * to learn what happens next.
 */
export function HomeFaq() {
  const { t, i18n } = useLingui()
  const hours = formatNumber(ACTIVATION_LINK_TTL_HOURS, localeOf(i18n))
  const entries: FaqEntry[] = [
    {
      id: 'faq-who',
      question: t`Who can join the society?`,
      answer: (
        <Trans>
          Consultants, specialists, residents and students in orthopedics, and associate professionals who
          work with orthopedic patients. Choose the membership type that fits you when you register.
        </Trans>
      ),
    },
    {
      id: 'faq-after-register',
      question: t`What happens after I register?`,
      answer: (
        <Trans>
          The membership committee reviews every application, usually within three working days. Once it is
          approved, we e-mail you an activation link that is valid for {hours} hours.
        </Trans>
      ),
    },
    {
      id: 'faq-activation',
      question: t`My activation link expired. What now?`,
      answer: (
        <Trans>
          Ask for a new activation e-mail from the sign-in page or from the link's error page. A new link
          replaces the old one.
        </Trans>
      ),
    },
    {
      id: 'faq-profile',
      question: t`Who can see my profile?`,
      answer: (
        <Trans>
          You choose, field by field: everyone, signed-in members only (the default), or only you. Your e-mail
          and phone appear in the directory only if you allow it.
        </Trans>
      ),
    },
    {
      id: 'faq-offline',
      question: t`Can I use the portal without a connection?`,
      answer: (
        <Trans>
          Yes. Install it from your browser's menu; news, events, resources, jobs and the directory you opened
          stay readable offline, and profile changes are sent when you are back online.
        </Trans>
      ),
    },
  ]
  return (
    <section id="faq" className={css.faq} aria-labelledby="faq-title">
      <div className={css.faqInner}>
        <h2 id="faq-title">
          <Trans>Frequently asked questions</Trans>
        </h2>
        {entries.map((entry) => (
          <details key={entry.id} className={css.faqItem}>
            <summary className={css.faqQuestion}>{entry.question}</summary>
            <p className={css.faqAnswer}>{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}

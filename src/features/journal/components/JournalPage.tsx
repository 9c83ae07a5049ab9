import { Trans, useLingui } from '@lingui/react/macro'
import { articleText, AUTHOR_GUIDELINES_URL, JOURNAL_ARTICLES, JOURNAL_URL, type JournalTag } from '../model'
import * as css from './journal.css'
import { isLocale } from '@/lib/i18n/i18n'
import { Badge } from '@/ui/primitives/Badge'
import type { BadgeTone } from '@/ui/primitives/badge.css'
import { button } from '@/ui/primitives/button.css'

const TAG_TONES: Record<JournalTag, BadgeTone> = {
  Original: 'primary',
  Review: 'accent',
  Editorial: 'success',
}

/** /journal: the official journal's page. */
export function JournalPage() {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const tagLabel = (tag: JournalTag) =>
    tag === 'Original' ? t`Original` : tag === 'Review' ? t`Review` : t`Editorial`
  const articles = JOURNAL_ARTICLES.map((article) => ({ article, ...articleText(article, locale) }))

  const articleCard = (item: (typeof articles)[number], Heading: 'h3') => (
    <article
      key={item.article.slug}
      className={css.article}
      lang={item.inEnglish ? 'en' : undefined}
      dir={item.inEnglish ? 'ltr' : undefined}
    >
      <div className={css.articleMeta}>
        <Badge tone={TAG_TONES[item.article.tag]}>{tagLabel(item.article.tag)}</Badge>
        {item.inEnglish ? (
          <span className={css.note} lang="ar" dir="rtl">
            {t`(in English)`}
          </span>
        ) : null}
      </div>
      <Heading className={css.articleTitle}>{item.title}</Heading>
      <p className={css.teaser}>{item.teaser}</p>
      <a href={item.article.url} target="_blank" rel="noopener noreferrer" className={css.readLink}>
        <span lang={locale}>{t`Read the article`}</span>
        <span className={css.hidden}>
          {' '}
          {item.title} {t`(opens in a new tab)`}
        </span>
      </a>
    </article>
  )

  return (
    <>
      <section className={css.hero} aria-labelledby="journal-title">
        <div className={css.heroInner}>
          <p className={css.kicker}>
            <Trans>Official journal of the society</Trans>
          </p>
          <h1 id="journal-title" className={css.heroTitle}>
            <Trans>Journal of the Saudi Orthopedic Society</Trans>
          </h1>
          <ul className={css.bullets}>
            <li>
              <Trans>Peer reviewed: every article is assessed by independent experts.</Trans>
            </li>
            <li>
              <Trans>Open access: free to read for everyone, everywhere.</Trans>
            </li>
            <li>
              <Trans>Indexed in the major international databases.</Trans>
            </li>
            <li>
              <Trans>
                Scope: trauma, arthroplasty, spine, sports medicine, pediatrics and basic science.
              </Trans>
            </li>
          </ul>
          <div className={css.actions}>
            <a href={JOURNAL_URL} target="_blank" rel="noopener noreferrer" className={button.onDark}>
              <Trans>Visit the journal</Trans>
            </a>
            <a
              href={AUTHOR_GUIDELINES_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={css.heroLink}
            >
              <Trans>Author guidelines</Trans>
            </a>
          </div>
        </div>
      </section>
      <section className={css.highlights} aria-labelledby="journal-highlights">
        <h2 id="journal-highlights" className={css.sectionTitle}>
          <Trans>Latest Highlights</Trans>
        </h2>
        <div className={css.scroller} role="region" aria-label={t`Highlights carousel`} tabIndex={0}>
          {articles.slice(0, 3).map((item) => articleCard(item, 'h3'))}
        </div>
        <div className={css.grid}>{articles.map((item) => articleCard(item, 'h3'))}</div>
      </section>
    </>
  )
}

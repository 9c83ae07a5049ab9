import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { HomeFaq } from './HomeFaq'
import * as css from './home.css'
import { useDocumentTitle } from '@/lib/document-title'
import { button } from '@/ui/button.css'

export function HomePage() {
  const { t } = useLingui()
  useDocumentTitle(t`Home`)
  return (
    <>
      <section className={css.hero} aria-labelledby="home-title">
        <div className={css.heroInner}>
          <h1 id="home-title" className={css.heroTitle}>
            <Trans>Saudi Orthopedic Society</Trans>
          </h1>
          <p className={css.heroSubtitle}>
            <Trans>Advancing orthopedic care through education, research and a connected community of surgeons.</Trans>
          </p>
          <div className={css.heroActions}>
            <Link to="/register" className={button.onDark}>
              <Trans>Join as Member</Trans>
            </Link>
            <Link to="/events" className={button.secondary}>
              <Trans>Browse Events</Trans>
            </Link>
            <Link to="/members" className={button.secondary}>
              <Trans>Browse Members</Trans>
            </Link>
          </div>
        </div>
      </section>
      <HomeFaq />
    </>
  )
}

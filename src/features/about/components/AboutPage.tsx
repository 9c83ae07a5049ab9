import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import * as css from './about.css'
import { useDocumentTitle } from '@/lib/document-title'
import { button } from '@/ui/button.css'

/** /about: who the society is, what it does, and how to join. */
export function AboutPage() {
  const { t } = useLingui()
  useDocumentTitle(t`About the society`)
  return (
    <article className={css.page} aria-labelledby="about-title">
      <h1 id="about-title">
        <Trans>About the Saudi Orthopedic Society</Trans>
      </h1>
      <p className={css.lead}>
        <Trans>
          The Saudi Orthopedic Society is the national scientific society of orthopedic surgeons. It brings together
          consultants, specialists, residents and students to raise the standard of musculoskeletal care across the
          Kingdom.
        </Trans>
      </p>

      <div className={css.grid}>
        <section className={css.card} aria-labelledby="about-mission">
          <h2 id="about-mission">
            <Trans>Our mission</Trans>
          </h2>
          <p>
            <Trans>
              To advance orthopedic surgery through education, research and professional standards, so that every
              patient receives safe, evidence-based care.
            </Trans>
          </p>
        </section>
        <section className={css.card} aria-labelledby="about-vision">
          <h2 id="about-vision">
            <Trans>Our vision</Trans>
          </h2>
          <p>
            <Trans>A connected community of orthopedic surgeons leading musculoskeletal health in the region.</Trans>
          </p>
        </section>
        <section className={css.card} aria-labelledby="about-values">
          <h2 id="about-values">
            <Trans>Our values</Trans>
          </h2>
          <p>
            <Trans>Patient safety, scientific integrity, lifelong learning, collaboration and respect.</Trans>
          </p>
        </section>
      </div>

      <section className={css.section} aria-labelledby="about-what">
        <h2 id="about-what">
          <Trans>What we do</Trans>
        </h2>
        <ul className={css.list}>
          <li>
            <Trans>Hold the annual congress and regional conferences, workshops, webinars and hands-on courses.</Trans>
          </li>
          <li>
            <Trans>Accredit continuing medical education (CME) activities for our members.</Trans>
          </li>
          <li>
            <Trans>Publish the society's peer-reviewed, open-access journal.</Trans>
          </li>
          <li>
            <Trans>Issue clinical guidelines and share resources for trauma, spine, sports, arthroplasty and pediatric orthopedics.</Trans>
          </li>
          <li>
            <Trans>Support residents and young surgeons with mentoring, fellowships and career opportunities.</Trans>
          </li>
        </ul>
      </section>

      <section className={css.section} aria-labelledby="about-membership">
        <h2 id="about-membership">
          <Trans>Membership</Trans>
        </h2>
        <p>
          <Trans>
            Membership is open to consultants, specialists, residents, students and associate professionals in
            orthopedics. Register online; once the membership committee approves your application, you will receive an
            activation e-mail and can complete your profile in the member directory.
          </Trans>
        </p>
        <p>
          <Link to="/register" className={button.primary}>
            <Trans>Join as Member</Trans>
          </Link>
        </p>
      </section>

      <section className={css.section} aria-labelledby="about-governance">
        <h2 id="about-governance">
          <Trans>Governance</Trans>
        </h2>
        <p>
          <Trans>
            The society is led by an elected board of directors and run through standing committees: scientific, CME,
            education and training, research, and membership. Committee members are listed in the Teams section of the
            portal.
          </Trans>
        </p>
      </section>

      <section className={css.section} aria-labelledby="about-contact">
        <h2 id="about-contact">
          <Trans>Contact us</Trans>
        </h2>
        <p>
          <Trans>
            Write to the society's secretariat at <a href="mailto:info@ortho-society.sa">info@ortho-society.sa</a>. We
            answer within two working days.
          </Trans>
        </p>
      </section>
    </article>
  )
}

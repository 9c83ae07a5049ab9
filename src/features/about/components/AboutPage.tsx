import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as css from './about.css'
import { button } from '@/ui/primitives/button.css'

/** /about: who the society is, what it does, and how to join. */
export function AboutPage() {
  return (
    <article className={css.page} aria-labelledby="about-title">
      <h1 id="about-title">
        <Trans>About the Saudi Orthopedic Society</Trans>
      </h1>
      <p className={css.lead}>
        <Trans>
          The Saudi Orthopedic Society is the national scientific society of orthopedic surgeons. It brings
          together consultants, specialists, residents and students to raise the standard of musculoskeletal
          care across the Kingdom.
        </Trans>
      </p>

      <div className={css.grid}>
        <AboutSection id="about-mission" className={css.card} title={<Trans>Our mission</Trans>}>
          <p>
            <Trans>
              To advance orthopedic surgery through education, research and professional standards, so that
              every patient receives safe, evidence-based care.
            </Trans>
          </p>
        </AboutSection>
        <AboutSection id="about-vision" className={css.card} title={<Trans>Our vision</Trans>}>
          <p>
            <Trans>
              A connected community of orthopedic surgeons leading musculoskeletal health in the region.
            </Trans>
          </p>
        </AboutSection>
        <AboutSection id="about-values" className={css.card} title={<Trans>Our values</Trans>}>
          <p>
            <Trans>Patient safety, scientific integrity, lifelong learning, collaboration and respect.</Trans>
          </p>
        </AboutSection>
      </div>

      <AboutSection id="about-what" className={css.section} title={<Trans>What we do</Trans>}>
        <ul className={css.list}>
          <li>
            <Trans>
              Hold the annual congress and regional conferences, workshops, webinars and hands-on courses.
            </Trans>
          </li>
          <li>
            <Trans>Accredit continuing medical education (CME) activities for our members.</Trans>
          </li>
          <li>
            <Trans>Publish the society's peer-reviewed, open-access journal.</Trans>
          </li>
          <li>
            <Trans>
              Issue clinical guidelines and share resources for trauma, spine, sports, arthroplasty and
              pediatric orthopedics.
            </Trans>
          </li>
          <li>
            <Trans>
              Support residents and young surgeons with mentoring, fellowships and career opportunities.
            </Trans>
          </li>
        </ul>
      </AboutSection>

      <AboutSection id="about-membership" className={css.section} title={<Trans>Membership</Trans>}>
        <p>
          <Trans>
            Membership is open to consultants, specialists, residents, students and associate professionals in
            orthopedics. Register online; once the membership committee approves your application, you will
            receive an activation e-mail and can complete your profile in the member directory.
          </Trans>
        </p>
        <p>
          <Link to="/register" className={button.primary}>
            <Trans>Join as Member</Trans>
          </Link>
        </p>
      </AboutSection>

      <AboutSection id="about-governance" className={css.section} title={<Trans>Governance</Trans>}>
        <p>
          <Trans>
            The society is led by an elected board of directors and run through standing committees:
            scientific, CME, education and training, research, and membership. Committee members are listed in
            the Teams section of the portal.
          </Trans>
        </p>
      </AboutSection>

      <AboutSection id="about-contact" className={css.section} title={<Trans>Contact us</Trans>}>
        <p>
          <Trans>
            Write to the society's secretariat at{' '}
            <a href="mailto:info@ortho-society.sa">info@ortho-society.sa</a>. We answer within two working
            days.
          </Trans>
        </p>
      </AboutSection>
    </article>
  )
}

/** One part of the page: a section named by its heading. */
function AboutSection({
  id,
  className,
  title,
  children,
}: {
  id: string
  className: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

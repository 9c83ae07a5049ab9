import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SOCIETY_CONTACT } from '@contract/society-contact'
import * as css from './about.css'
import { formatDate } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'

/** The day the policy and the terms below were last changed (Saudi time). */
const LEGAL_UPDATED = '2026-12-02T09:00:00+03:00'

function Updated() {
  const { i18n } = useLingui()
  const date = formatDate(LEGAL_UPDATED, localeOf(i18n))
  return (
    <p className={css.lead}>
      <Trans>Last updated: {date}</Trans>
    </p>
  )
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

const privacyMail = (
  <a href={`mailto:${SOCIETY_CONTACT.privacyEmail}`} dir="ltr">
    {SOCIETY_CONTACT.privacyEmail}
  </a>
)

/** /privacy: what personal data the portal keeps, why, for how long, and the member's rights under the Personal Data Protection Law. */
export function PrivacyPage() {
  return (
    <article className={css.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title">
        <Trans>Privacy policy</Trans>
      </h1>
      <Updated />
      <p>
        <Trans>
          The Saudi Orthopedic Society runs this portal for its members and visitors. We are the controller of
          the personal data kept here, and we process it under the Personal Data Protection Law of the Kingdom
          of Saudi Arabia and its implementing regulations.
        </Trans>
      </p>
      <Section id="privacy-what" title={<Trans>What we keep</Trans>}>
        <ul className={css.list}>
          <li>
            <Trans>
              Your account: e-mail address, password (stored only as a one-way hash), name, membership type,
              the specialty and mobile number you gave when registering, and the state of your application.
            </Trans>
          </li>
          <li>
            <Trans>
              Your profile: what you choose to fill in (photo, practice, hospitals and cities, qualifications,
              publications, contact details), each with the audience you chose for it.
            </Trans>
          </li>
          <li>
            <Trans>
              Events: your registrations, tickets, check-ins at the door, and the continuing medical education
              certificates issued to you.
            </Trans>
          </li>
          <li>
            <Trans>
              Security: your signed-in devices (the kind of device and browser), sign-in times and the network
              address of requests, kept to protect your account and to limit abuse.
            </Trans>
          </li>
          <li>
            <Trans>
              A record of what administrators change in accounts and content, so that every change can be
              traced.
            </Trans>
          </li>
        </ul>
      </Section>
      <Section id="privacy-why" title={<Trans>Why we keep it</Trans>}>
        <p>
          <Trans>
            To run your membership and review applications, to show the member directory to the audience you
            chose, to register you for events and issue your certificates and credit hours, to send you the
            e-mails you need (activation, password reset, tickets), and to keep the portal secure. We do not
            sell personal data, use it for advertising or share it with anyone for their own marketing.
          </Trans>
        </p>
      </Section>
      <Section id="privacy-who" title={<Trans>Who can see it</Trans>}>
        <p>
          <Trans>
            Other members and visitors see only the profile fields you made visible to them. The
            society&apos;s staff see what their role needs: administrators review applications and accounts,
            event staff see attendee lists and check-ins. Our hosting and e-mail providers process data only
            on our instructions. We disclose data to authorities only where the law requires it, for example
            to the Saudi Commission for Health Specialties for accredited credit hours.
          </Trans>
        </p>
      </Section>
      <Section id="privacy-mail" title={<Trans>E-mails and this device</Trans>}>
        <p>
          <Trans>
            Our e-mails contain no tracking pixels and their links are not rewritten to follow your clicks.
            The portal sets no advertising or analytics cookies: it keeps your sign-in and your language, and
            saves pages and edits on your device so that they work offline. Signing out removes them from the
            device.
          </Trans>
        </p>
      </Section>
      <Section id="privacy-keep" title={<Trans>How long we keep it</Trans>}>
        <p>
          <Trans>
            Your data is kept while your account exists. When you delete your account in Account settings it
            is switched off at once and erased 30 days later. Records of issued certificates are kept as long
            as the accreditation rules require, so that their verification code keeps working.
          </Trans>
        </p>
      </Section>
      <Section id="privacy-rights" title={<Trans>Your rights</Trans>}>
        <p>
          <Trans>
            Under the Personal Data Protection Law you may be informed of how your data is processed, get a
            copy of it, have it corrected or completed, ask for it to be erased when it is no longer needed,
            and withdraw a consent you gave. You can download a copy of your data and delete your account
            yourself in <Link to="/account">Account settings</Link>.
          </Trans>
        </p>
        <p>
          <Trans>
            For any other request write to {privacyMail}; we answer within 30 days. If you are not satisfied
            with our answer you may complain to the Saudi Data and Artificial Intelligence Authority (SDAIA).
          </Trans>
        </p>
      </Section>
      <Section id="privacy-changes" title={<Trans>Changes to this policy</Trans>}>
        <p>
          <Trans>
            When this policy changes we publish the new version here with its date, and tell members by e-mail
            of any change to what we keep or why.
          </Trans>
        </p>
      </Section>
    </article>
  )
}

/** /terms: the rules of using the portal and its membership. */
export function TermsPage() {
  const contactMail = (
    <a href={`mailto:${SOCIETY_CONTACT.email}`} dir="ltr">
      {SOCIETY_CONTACT.email}
    </a>
  )
  return (
    <article className={css.page} aria-labelledby="terms-title">
      <h1 id="terms-title">
        <Trans>Terms of use</Trans>
      </h1>
      <Updated />
      <p>
        <Trans>
          These terms govern the use of the Saudi Orthopedic Society&apos;s portal. By creating an account or
          using the portal you accept them.
        </Trans>
      </p>
      <Section id="terms-account" title={<Trans>Your account</Trans>}>
        <p>
          <Trans>
            Give true and current details, and keep your password and devices to yourself: you are responsible
            for what is done with your account. The society reviews every application and may ask for proof of
            your professional status before approving it.
          </Trans>
        </p>
      </Section>
      <Section id="terms-use" title={<Trans>Using the portal</Trans>}>
        <p>
          <Trans>
            Use the member directory only to contact colleagues about professional matters, never for
            marketing or bulk messages. Do not publish patient data or anything that breaks the law, the
            profession&apos;s ethics or another person&apos;s rights, and do not try to reach data or areas
            you were not given.
          </Trans>
        </p>
      </Section>
      <Section id="terms-content" title={<Trans>Content and resources</Trans>}>
        <p>
          <Trans>
            Guidelines, lectures and other resources are for members&apos; education and professional
            practice; they do not replace clinical judgement. They belong to the society or their authors and
            may not be republished without permission. What you put in your profile stays yours; you allow the
            society to show it to the audience you chose.
          </Trans>
        </p>
      </Section>
      <Section id="terms-events" title={<Trans>Events and certificates</Trans>}>
        <p>
          <Trans>
            A ticket is personal and admits only its holder. Certificates and credit hours are issued only for
            attendance recorded at the event; a certificate obtained by misuse is revoked, and its
            verification page then says so.
          </Trans>
        </p>
      </Section>
      <Section id="terms-suspension" title={<Trans>Suspension</Trans>}>
        <p>
          <Trans>
            The society may suspend or close an account that breaks these terms, after telling its owner why,
            except where the law or the safety of others requires acting at once.
          </Trans>
        </p>
      </Section>
      <Section id="terms-law" title={<Trans>Governing law</Trans>}>
        <p>
          <Trans>
            These terms are governed by the laws of the Kingdom of Saudi Arabia, and its courts decide any
            dispute. How we handle personal data is described in the <Link to="/privacy">privacy policy</Link>
            .
          </Trans>
        </p>
        <p>
          <Trans>Questions about these terms: {contactMail}.</Trans>
        </p>
      </Section>
    </article>
  )
}

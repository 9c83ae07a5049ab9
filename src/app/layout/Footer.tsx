import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SOCIETY_CONTACT, type SocialNetwork } from '@contract/society-contact'
import { useLocale } from '../locale-provider'
import * as css from './layout.css'
import { Logo } from '@/ui/primitives/logo/Logo'
import { PhoneNumber } from '@/ui/text/PhoneNumber'

const NETWORK_NAMES: Record<SocialNetwork, MessageDescriptor> = {
  x: msg`X (Twitter)`,
  linkedin: msg`LinkedIn`,
  youtube: msg`YouTube`,
}

export function Footer({ copyright }: { copyright: ReactNode }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <div className={css.footerColumn}>
          <Logo locale={locale} theme="white" label={t`Saudi Orthopedic Society`} height={36} />
        </div>
        <nav className={css.footerColumn} aria-labelledby="footer-society">
          <h2 id="footer-society" className={css.footerHeading}>
            <Trans>The society</Trans>
          </h2>
          <ul className={css.footerList}>
            <li>
              <Link to="/about" className={css.footerLink}>
                <Trans>About the society</Trans>
              </Link>
            </li>
            <li>
              <Link to="/journal" className={css.footerLink}>
                <Trans>Journal</Trans>
              </Link>
            </li>
            <li>
              <Link to="/members" className={css.footerLink}>
                <Trans>Member Directory</Trans>
              </Link>
            </li>
            <li>
              <Link to="/certificates" className={css.footerLink}>
                <Trans>Verify a certificate</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <div className={css.footerColumn}>
          <h2 id="footer-contact" className={css.footerHeading}>
            <Trans>Contact us</Trans>
          </h2>
          <ul className={css.footerList}>
            <li>
              <a href={`mailto:${SOCIETY_CONTACT.email}`} className={css.footerLink} dir="ltr">
                {SOCIETY_CONTACT.email}
              </a>
            </li>
            <li className={css.footerPhone}>
              <PhoneNumber phone={SOCIETY_CONTACT.phone} />
            </li>
            <li>
              <address className={css.footerAddress}>{SOCIETY_CONTACT.address[locale]}</address>
            </li>
          </ul>
        </div>
        <div className={css.footerColumn}>
          <h2 id="footer-follow" className={css.footerHeading}>
            <Trans>Follow us</Trans>
          </h2>
          <ul className={css.footerList}>
            {SOCIETY_CONTACT.social.map((account) => (
              <li key={account.network}>
                <a href={account.url} className={css.footerLink} rel="noopener noreferrer" target="_blank">
                  {i18n._(NETWORK_NAMES[account.network])}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={css.footerBottom}>
        {copyright}
        <nav aria-label={t`Footer`} className={css.footerLinks}>
          <Link to="/privacy" className={css.footerLink}>
            <Trans>Privacy policy</Trans>
          </Link>
          <Link to="/terms" className={css.footerLink}>
            <Trans>Terms of use</Trans>
          </Link>
        </nav>
      </div>
    </footer>
  )
}

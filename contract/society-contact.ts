/**
 * How to reach the society, shown in every page's footer and on the privacy and terms pages:
 * one place to change them (the e-mail, the switchboard in E.164, the address per language, the
 * society's accounts). The address carries its own digits in each language.
 */
export const SOCIETY_CONTACT = {
  email: 'info@ortho-society.sa',
  /** The personal-data contact the privacy policy names. */
  privacyEmail: 'privacy@ortho-society.sa',
  phone: '+966112345678',
  address: {
    ar: 'الحي الدبلوماسي، ص.ب. ٩٤٣٣٠، الرياض ١١٦٩٣، المملكة العربية السعودية',
    en: 'Diplomatic Quarter, P.O. Box 94330, Riyadh 11693, Saudi Arabia',
  },
  social: [
    { network: 'x', url: 'https://x.com/SaudiOrthoSoc' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/saudi-orthopedic-society' },
    { network: 'youtube', url: 'https://www.youtube.com/@SaudiOrthoSoc' },
  ],
} as const

export type SocialNetwork = (typeof SOCIETY_CONTACT.social)[number]['network']

export const SOCIETY_CONTACT = {
  email: 'info@ortho-society.sa',
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

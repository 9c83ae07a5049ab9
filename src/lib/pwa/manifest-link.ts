import type { Locale } from '@contract/constants'

export const MANIFEST_HREF: Record<Locale, string> = {
  ar: '/manifest-ar.webmanifest',
  en: '/manifest-en.webmanifest',
}

/** Installing the app follows the member's language; the browser reads the link again when it changes. */
export function linkManifest(locale: Locale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (link && link.getAttribute('href') !== MANIFEST_HREF[locale])
    link.setAttribute('href', MANIFEST_HREF[locale])
}

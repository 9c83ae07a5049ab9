import type { Locale } from '@contract/constants'

/** The web manifest of each language (src/app/web-manifest.ts writes them; index.html links the Arabic one). */
export const MANIFEST_HREF: Record<Locale, string> = {
  ar: '/manifest-ar.webmanifest',
  en: '/manifest-en.webmanifest',
}

/**
 * Points `<link rel="manifest">` at the manifest of the chosen language, so that installing
 * the app (name, shortcuts, screenshots) follows the member's language; the browser reads
 * the link again when it changes.
 */
export function linkManifest(locale: Locale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  if (link && link.getAttribute('href') !== MANIFEST_HREF[locale])
    link.setAttribute('href', MANIFEST_HREF[locale])
}

import arabicRegular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url'
import latinRegular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2?url'

/**
 * The regular face of each interface language's script (src/fonts.css): most of a page's
 * text is set in it. The same files the stylesheet names, so the preload is the download.
 */
export const REGULAR_FACE = { ar: arabicRegular, en: latinRegular } as const

/**
 * The stored interface language, read without Lingui (this runs in the tiny entry, before
 * the app): English only when chosen, Arabic, the default, otherwise or without storage.
 */
export function storedLanguage(storage: () => Pick<Storage, 'getItem'>): 'ar' | 'en' {
  try {
    // Reading `localStorage` itself throws where storage is blocked, hence the function.
    return storage().getItem('lang') === 'en' ? 'en' : 'ar'
  } catch {
    return 'ar'
  }
}

/**
 * Preloads the regular face of the active language only. The HTML is static and the CSP
 * allows no inline script, so the entry adds the link as its first act: the other
 * language's face is never fetched early for nothing (docs/decisions/165-self-hosted-font.md).
 */
export function preloadActiveFont(doc: Document, language: 'ar' | 'en'): HTMLLinkElement {
  const link = doc.createElement('link')
  link.rel = 'preload'
  link.as = 'font'
  link.type = 'font/woff2'
  // Fonts are always fetched in CORS mode; a preload without it would not be reused.
  link.crossOrigin = 'anonymous'
  link.href = REGULAR_FACE[language]
  doc.head.append(link)
  return link
}

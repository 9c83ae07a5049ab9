import type { Locale } from './constants'

/** The default link-preview card: one PNG per language in public/og/, drawn by scripts/og-cards.mjs. */
export const SOCIETY_CARD = {
  width: 1200,
  height: 630,
  type: 'image/png',
  path: { ar: '/og/society-ar.png', en: '/og/society-en.png' },
} as const satisfies { width: number; height: number; type: string; path: Record<Locale, string> }

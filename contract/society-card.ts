import type { Locale } from './constants'

/** Drawn by scripts/og-cards.mjs into public/og/, one per language. */
export const SOCIETY_CARD = {
  width: 1200,
  height: 630,
  type: 'image/png',
  path: { ar: '/og/society-ar.png', en: '/og/society-en.png' },
} as const satisfies { width: number; height: number; type: string; path: Record<Locale, string> }

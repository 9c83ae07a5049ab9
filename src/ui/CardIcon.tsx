import * as css from './icon.css'

/**
 * The icons of a card's facts (date, time, place, employer), apart from the others (Icon.tsx,
 * which includes these): the home page's cards use only these, and a first visit to `/` then
 * downloads four paths instead of every icon
 * (docs/decisions/300-the-whole-first-visit-within-its-budget.md).
 */
export const CARD_ICON_PATHS = {
  calendar: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  clock: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  building: 'M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M2 21h20M8 8h3M8 12h3M8 16h3',
} as const

/** A small line icon drawn from its path (decorative: the text beside it carries the meaning). */
export function IconPath({ d, size = 16 }: { d: string; size?: number | undefined }) {
  return (
    <svg
      className={css.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}

export function CardIcon({ name, size }: { name: keyof typeof CARD_ICON_PATHS; size?: number }) {
  return <IconPath d={CARD_ICON_PATHS[name]} size={size} />
}

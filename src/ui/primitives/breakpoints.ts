/**
 * Below 600 px a list page is a phone's: search first, the other filters behind a "Filters"
 * sheet, a dialog's actions one under the other. CSS media queries decide what shows, not a
 * script, so the first paint already has the right layout (no shift); use-media.ts only
 * spares rendering what a layout hides.
 */
export const media = {
  phone: 'screen and (max-width: 599.98px)',
  wide: 'screen and (min-width: 600px)',
  /** The header's own breakpoint: from here its links are inline, below it they are in the Menu panel. */
  headerLinks: 'screen and (min-width: 1240px)',
} as const

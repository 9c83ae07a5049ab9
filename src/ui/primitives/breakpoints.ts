/** CSS media queries decide what shows, so the first paint has the right layout; use-media only spares rendering. */
export const media = {
  phone: 'screen and (max-width: 599.98px)',
  wide: 'screen and (min-width: 600px)',
  headerLinks: 'screen and (min-width: 1240px)',
} as const

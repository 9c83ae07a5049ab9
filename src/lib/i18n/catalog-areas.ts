/**
 * The message catalogs, one per area of the app: `messages` holds what public pages and the
 * shared layout show; `about` the society's long texts (about, privacy, terms), `member` and
 * `admin` what only their screens show, so a page downloads the messages of its own area only;
 * `refusals` the sentences of the refusals only forms meet, loaded once a page is interactive. `lingui.config.ts` extracts each area's files into its
 * catalog; `src/lib/i18n/i18n.ts` loads an area's catalog before its screens render.
 * Dependency-free: the Lingui CLI loads this file with the config.
 */
export const CATALOG_AREAS = ['messages', 'refusals', 'about', 'member', 'admin'] as const
export type CatalogArea = (typeof CATALOG_AREAS)[number]

/**
 * Each screen area's feature folders (`src/features/<name>`) and the first segment of its
 * addresses, which is also how its route files are named (`src/routes/<segment>.tsx`,
 * `<segment>.*.tsx`, `<segment>_.*.tsx`). Everything else is in the public `messages`.
 */
export const SCREEN_AREAS = {
  about: { features: ['about'], segments: ['about', 'privacy', 'terms'] },
  member: {
    features: [
      'account',
      'cpd',
      'dashboard',
      'notifications',
      'profile',
      'teams',
      'tickets',
      'workspaces',
      'unsubscribe',
    ],
    segments: [
      'account',
      'activate',
      'complete-profile',
      'confirm-email',
      'cpd',
      'dashboard',
      'forgot-password',
      'login',
      'notifications',
      'profile',
      'register',
      'reset-password',
      'teams',
      'tickets',
      'unsubscribe',
      'workspaces',
    ],
  },
  admin: { features: ['admin-*', 'check-in'], segments: ['admin', 'check-in'] },
} as const satisfies Record<
  Exclude<CatalogArea, 'messages' | 'refusals'>,
  { features: readonly string[]; segments: readonly string[] }
>

/** The source globs of an area's catalog, relative to the project's root. */
export function areaSources(area: Exclude<CatalogArea, 'messages'>): string[] {
  if (area === 'refusals') return ['src/lib/http/screen-error-messages.ts']
  const { features, segments } = SCREEN_AREAS[area]
  return [
    ...features.map((name) => `src/features/${name}/**`),
    ...segments.flatMap((segment) => [`src/routes/${segment}.tsx`, `src/routes/${segment}{.,_.}*.tsx`]),
  ]
}

/** The catalog an address's screen needs beside the public one, if any. */
export function areaOfPath(pathname: string): Exclude<CatalogArea, 'messages'> | undefined {
  const segment = pathname.split('/')[1] ?? ''
  for (const [area, { segments }] of Object.entries(SCREEN_AREAS))
    // Cast: Object.entries loses the keys' type; they are SCREEN_AREAS' own.
    if ((segments as readonly string[]).includes(segment)) return area as keyof typeof SCREEN_AREAS
  return undefined
}

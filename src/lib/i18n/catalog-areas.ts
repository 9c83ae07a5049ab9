/** One catalog per area, so a page downloads its own area's messages only. Dependency-free: the Lingui CLI loads it. */
export const CATALOG_AREAS = ['messages', 'refusals', 'about', 'member', 'admin'] as const
export type CatalogArea = (typeof CATALOG_AREAS)[number]

/** Each area's feature folders and the first segment of its addresses (also its route files' names). */
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

export function areaSources(area: Exclude<CatalogArea, 'messages'>): string[] {
  if (area === 'refusals') return ['src/lib/http/screen-error-messages.ts']
  const { features, segments } = SCREEN_AREAS[area]
  return [
    ...features.map((name) => `src/features/${name}/**`),
    ...segments.flatMap((segment) => [`src/routes/${segment}.tsx`, `src/routes/${segment}{.,_.}*.tsx`]),
  ]
}

export function areaOfPath(pathname: string): Exclude<CatalogArea, 'messages'> | undefined {
  const segment = pathname.split('/')[1] ?? ''
  for (const [area, { segments }] of Object.entries(SCREEN_AREAS))
    // Cast: Object.entries loses the keys' type; they are SCREEN_AREAS' own.
    if ((segments as readonly string[]).includes(segment)) return area as keyof typeof SCREEN_AREAS
  return undefined
}

export const API_BASE = '/api'
export const LANG_COOKIE = 'lang'
const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

export function langCookie(locale: 'ar' | 'en', secure: boolean): string {
  return `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  mustCompleteProfile: 'must_complete_profile',
  lang: 'lang',
} as const
export const LOCALES = ['ar', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ar'

export const CAROUSEL = { slides: 3, intervalMs: 6000 } as const
export const COUNTER_ANIMATION = { durationMs: 2000, visibilityThreshold: 0.5 } as const
export const HOME_LIST_SIZE = 3
export const MEMBER_PREVIEW_PAGE_SIZE = 3
/** The home counter shows this fixed number on purpose, not a server value. */
export const TOTAL_MEMBERS_ON_HOME = 1250
export const PAGE_SIZES = { news: 12, events: 9, resources: 12, jobs: 12 } as const
export const ADMIN_LIST_LIMITS = { posts: 50, resources: 100, jobs: 100 } as const
export const FEATURED_COUNTS = { resources: 4, jobs: 3 } as const
export const PAGINATION_MAX_BUTTONS = 5
export const EXCERPT_LENGTHS = {
  news: 150,
  events: 120,
  resources: 120,
  resourcesFeatured: 80,
  jobs: 150,
} as const
export const QUICK_FILTER_MAX_OPTIONS = 3
export const DIRECTORY_PAGE_SIZES = [10, 20, 50] as const
export const DIRECTORY_DEFAULT_PAGE_SIZE = 20
export const DIRECTORY_DEFAULT_SORT = 'name_asc'
export const DIRECTORY_SKELETON_ROWS = 6
export const USERS_PAGE_SIZES = [10, 20, 50, 100] as const
export const USERS_DEFAULT_PAGE_SIZE = 20
export const USERS_DEFAULT_SORT = '-created_at'
export const PENDING_USERS_PAGE_SIZE = 10
export const SEARCH_DEBOUNCE_MS = 300
export const ACTIVATION_LINK_TTL_HOURS = 48
/** A password-reset link works for one hour, once. */
export const PASSWORD_RESET_TTL_MINUTES = 60
/** A link confirming a new e-mail address works for a day, once. */
export const EMAIL_CHANGE_TTL_HOURS = 24
/** An account its owner deleted keeps nothing personal after this many days. */
export const ACCOUNT_PURGE_AFTER_DAYS = 30
export const JOB_NEW_WINDOW_DAYS = 7
export const JOB_URGENT_THRESHOLD_DAYS = 7
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const IMAGE_ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export const PASSWORD_MIN_LENGTH = 8
export const RESOURCE_YEAR_RANGE = { min: 1900, max: 2030 } as const
export const EVENT_CAPACITY_MIN = 1
export const YEARS_EXPERIENCE_RANGE = { min: 0, max: 80 } as const
export const TOAST_DURATION_MS = 4000
export const DELETE_CONFIRMATION_WORD = 'DELETE'
export const KEYWORDS_PER_ROW = 3
/** A profile field's visibility until its member chooses: seen by signed-in members only. */
export const DEFAULT_VISIBILITY = 'members_only'

/** A member's gender, optional: it drives Arabic grammar only (verbs and pronouns that agree); unset reads neutrally. */
export const GENDERS = ['female', 'male'] as const
export type Gender = (typeof GENDERS)[number]
export const DEFAULT_CURRENCY = 'SAR'
export const STICKY_TOOLBAR_OFFSET_PX = 64
export const AVATAR_SIZES_PX = { preview: 56, profile: 96 } as const
export const POST_BODY_TEXTAREA_ROWS = 8

export const ROLES = ['superadmin', 'admin', 'cme', 'editor', 'staff', 'member'] as const
export type Role = (typeof ROLES)[number]
export const ADMIN_AREA_ROLES: readonly Role[] = ['superadmin', 'admin', 'cme']
export const USER_ADMIN_ROLES: readonly Role[] = ['superadmin', 'admin']
/** Who works the door and sees attendee lists (kept here, not in registrations.ts: the route guards and the menu read it at start). */
export const CHECK_IN_ROLES = ['superadmin', 'admin', 'cme', 'staff'] as const satisfies readonly Role[]
export const TIERS = ['public', 'associate', 'student', 'resident', 'consultant'] as const
export type Tier = (typeof TIERS)[number]
export const ACCOUNT_STATUSES = ['pending', 'pending_activation', 'active', 'rejected'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]

/**
 * Resized copies of an uploaded image, made on first request and kept (server/lib/uploads/image-variants.ts):
 * `/uploads/<key>?w=<width>&fm=<format>`. Only these widths and formats exist, so a variant is made at most
 * once per width and format; the app offers them to the browser as srcset (src/ui/ResponsiveImage.tsx).
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number]

/**
 * How an event takes registrations: `external` (the spec's Register link, the default),
 * `internal` (members register in the portal and get an e-ticket) or `none`.
 */
export const REGISTRATION_MODES = ['external', 'internal', 'none'] as const
export type RegistrationMode = (typeof REGISTRATION_MODES)[number]

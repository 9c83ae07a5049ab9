import type { PublicEvent } from '@contract/events'
import type { PublicJob } from '@contract/jobs'

/** Stand-ins shared by tests of several folders; only test files import this module. */

export function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size
    },
  }
}

export const PAGE_HIDING: [string, () => void][] = [
  ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
  [
    'visibilitychange to hidden',
    () => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    },
  ],
]

export const publicEvent = (
  id: number,
  starts_at: string,
  extra: Partial<PublicEvent> = {},
): PublicEvent => ({
  id,
  title_ar: `فعالية ${id}`,
  title_en: `Event ${id}`,
  description_ar: '',
  description_en: '',
  category: 'conference',
  location: 'Riyadh',
  location_ar: '',
  location_en: 'Riyadh',
  start_date: starts_at,
  end_date: null,
  start_time: '09:00',
  starts_at,
  ends_at: null,
  registration_deadline: null,
  registration_link: null,
  max_participants: null,
  current_participants: 0,
  status: 'published',
  stream_url: null,
  registration_mode: 'external',
  feature_path: null,
  ...extra,
})

/** A job as the public list sends it (created on the id-th of November); tests override what they check. */
export const publicJob = (id: number, extra: Partial<PublicJob> = {}): PublicJob => ({
  id,
  title_ar: '',
  title_en: `Job ${id}`,
  description_ar: '',
  description_en: '',
  employer: 'Hospital',
  employer_ar: '',
  employer_en: 'Hospital',
  requirements_ar: '',
  requirements_en: '',
  location: 'riyadh',
  job_type: 'full-time',
  experience_level: 'senior',
  category: 'surgical',
  salary_min: null,
  salary_max: null,
  currency: 'SAR',
  application_deadline: null,
  application_link: null,
  requirements: '',
  created_at: `2026-11-0${id}T00:00:00Z`,
  featured: false,
  ...extra,
})

/**
 * A stand-in for a vanilla-extract stylesheet (compiled by the app build only): each
 * `export const` of the file at `url` becomes a class name equal to its own name.
 * For `vi.mock('./x.css', () => stylesheetNames(new URL('./x.css.ts', import.meta.url)))`.
 */
export async function stylesheetNames(url: URL): Promise<Record<string, string>> {
  const { readFileSync } = await import('node:fs')
  const names = [...readFileSync(url, 'utf8').matchAll(/^export const (\w+)/gm)].map(
    (match) => match[1] ?? '',
  )
  return Object.fromEntries(names.map((name) => [name, name]))
}

/** jsdom has <dialog> but not its modal methods: enough of them for a modal to open and close. */
export function stubModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}

import type { Locale } from '@contract/constants'
import type { ManifestOptions } from 'vite-plugin-pwa'
import { MANIFEST_HREF } from '../lib/pwa/manifest-link.ts'

type Manifest = Partial<ManifestOptions>

const common = {
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#ffffff',
  theme_color: '#0b4f6c',
  categories: ['medical', 'education', 'news'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Manifest

/** The launcher's shortcuts; a short name fits 12 characters. */
const SHORTCUTS = [
  { section: 'tickets', ar: ['تذاكري', 'تذاكري'], en: ['My tickets', 'Tickets'] },
  { section: 'events', ar: ['الفعاليات', 'الفعاليات'], en: ['Events', 'Events'] },
  { section: 'resources', ar: ['الموارد', 'الموارد'], en: ['Resources', 'Resources'] },
  { section: 'members', ar: ['دليل الأعضاء', 'الأعضاء'], en: ['Member directory', 'Members'] },
  { section: 'news', ar: ['الأخبار', 'الأخبار'], en: ['News', 'News'] },
] as const satisfies readonly ({ section: string } & Record<Locale, readonly [string, string]>)[]

const shortcuts = (locale: Locale) =>
  SHORTCUTS.map((shortcut) => ({
    name: shortcut[locale][0],
    short_name: shortcut[locale][1],
    url: `/${shortcut.section}`,
    icons: [{ src: `/icons/shortcut-${shortcut.section}.png`, sizes: '96x96', type: 'image/png' }],
  }))

/** Screenshots of the home page in the manifest's language (`npm run screenshots` renders them from the real app). */
export const SCREENSHOTS = [
  { formFactor: 'narrow', width: 360, height: 800 },
  { formFactor: 'wide', width: 1280, height: 800 },
] as const
export const screenshotPath = (locale: Locale, formFactor: (typeof SCREENSHOTS)[number]['formFactor']) =>
  `/screenshots/home-${formFactor}-${locale}.png`

const screenshots = (locale: Locale, label: string) =>
  SCREENSHOTS.map(({ formFactor, width, height }) => ({
    src: screenshotPath(locale, formFactor),
    sizes: `${width}x${height}`,
    type: 'image/png',
    form_factor: formFactor,
    label,
  }))

/**
 * One manifest per language, so the install prompt, the launcher and the shortcuts speak the
 * member's language: the page links the one of the chosen language (lib/manifest-link.ts),
 * Arabic by default. A short_name stays within 12 characters (launchers cut longer ones).
 */
export const webManifests: Record<Locale, Manifest> = {
  ar: {
    ...common,
    name: 'بوابة الجمعية السعودية لجراحة العظام',
    short_name: 'جراحة العظام',
    description:
      'بوابة أعضاء الجمعية السعودية لجراحة العظام: الأخبار والفعاليات والموارد والوظائف ودليل الأعضاء.',
    lang: 'ar',
    dir: 'rtl',
    shortcuts: shortcuts('ar'),
    screenshots: screenshots('ar', 'الصفحة الرئيسية لبوابة الجمعية'),
  },
  en: {
    ...common,
    name: 'Saudi Orthopedic Society Portal',
    short_name: 'Saudi Ortho',
    description:
      'Member portal of the Saudi Orthopedic Society: news, events, resources, jobs and the member directory.',
    lang: 'en',
    dir: 'ltr',
    shortcuts: shortcuts('en'),
    screenshots: screenshots('en', 'The home page of the society portal'),
  },
}

/** The files the build writes (vite.config.ts), named as the page links them. */
export const manifestFiles = (Object.keys(webManifests) as Locale[]).map((locale) => ({
  fileName: MANIFEST_HREF[locale].slice(1),
  manifest: webManifests[locale],
}))

import type { ManifestOptions } from 'vite-plugin-pwa'

/**
 * The installable app: Arabic first (the default language), right to left,
 * with the English name beside it for launchers that show one.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'بوابة الجمعية السعودية لجراحة العظام — Saudi Orthopedic Society Portal',
  short_name: 'جراحة العظام',
  description: 'بوابة أعضاء الجمعية: الأخبار والفعاليات والموارد والوظائف ودليل الأعضاء. Member portal: news, events, resources, jobs and the member directory.',
  lang: 'ar',
  dir: 'rtl',
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
  shortcuts: [
    { name: 'الفعاليات — Events', short_name: 'الفعاليات', url: '/events', icons: [{ src: '/icons/shortcut-events.png', sizes: '96x96', type: 'image/png' }] },
    { name: 'دليل الأعضاء — Members', short_name: 'الأعضاء', url: '/members', icons: [{ src: '/icons/shortcut-members.png', sizes: '96x96', type: 'image/png' }] },
  ],
}

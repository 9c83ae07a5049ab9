/**
 * Requests the chunks (and their stylesheets) a first visit needs at once, which the build names in index.html
 * (`<meta name="boot-chunks">`, vite.config.ts announceBootChunks), as `modulepreload`: all
 * are fetched and compiled together, none is run until the app imports it, so start.tsx can
 * run React, the other libraries and the app's own code in a task each
 * (docs/decisions/246-start-up-chunks-fetched-together-run-apart.md). The entry calls it after the
 * splash has painted, so these downloads never compete with the first paint. Without the
 * meta (the development server) it does nothing: the imports fetch what they need.
 */
export function preloadBootChunks(doc: Document, path: string): void {
  const named = (meta: HTMLMetaElement | undefined) => meta?.content.split(' ').filter(Boolean) ?? []
  // The page's own chunks too when the build names them for this address (the largest paint
  // of /news is its first card's picture, which waits for the page's code).
  const page = [...doc.querySelectorAll<HTMLMetaElement>('meta[name="route-chunks"]')].find((meta) => meta.dataset.path === path)
  const files = [...named(doc.querySelector<HTMLMetaElement>('meta[name="boot-chunks"]') ?? undefined), ...named(page)]
  for (const href of files) {
    const style = href.endsWith('.css')
    if (doc.querySelector(`link[href="${href}"]`)) continue
    const link = doc.createElement('link')
    // A stylesheet is only fetched here: the app's import applies it (Vite adds its own link).
    link.rel = style ? 'preload' : 'modulepreload'
    if (style) link.as = 'style'
    // Module scripts (and Vite's stylesheet links) are fetched in CORS mode; the preload must match to be reused.
    link.crossOrigin = 'anonymous'
    link.href = href
    doc.head.append(link)
  }
}

/**
 * index.html holds the static splash in both languages, Arabic shown. The entry (render-blocking)
 * shows the stored language's one before the first paint, so an English reader's first paint is
 * the English hero title and lead, which the app's hero then repaints at the same size (the
 * largest paint stays the first, docs/decisions/235-first-paint-in-the-readers-language.md).
 */
export function showSplash(doc: Document, language: 'ar' | 'en'): void {
  const splashes = [...doc.querySelectorAll<HTMLElement>('.splash')]
  // Only when the chosen language has a splash: never hide them all.
  if (!splashes.some((splash) => splash.lang === language)) return
  for (const splash of splashes) splash.hidden = splash.lang !== language
}

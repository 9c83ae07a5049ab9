/**
 * Stand-ins that tests of several folders share (only test files import this module, so it
 * never reaches the app's bundles).
 */

/** A `Storage` kept in memory: a fresh, empty localStorage for one test's start of the app. */
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

/**
 * The two ways a page is hidden or left, as `it.each` rows (name, act): `pagehide`, and a
 * `visibilitychange` to hidden (a phone may end a hidden app without another event).
 */
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

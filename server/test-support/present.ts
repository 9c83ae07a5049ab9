/**
 * The value a test expects to be there, or a failure naming what was missing: the typed
 * stand-in for `x!` (which would only fail later, as a TypeError somewhere else).
 */
export function present<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found ${String(value)}`)
  return value
}

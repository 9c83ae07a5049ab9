// Narrowing helpers: they check at run time what a cast would only claim, for both runtimes.

/**
 * Whether `value` is one of `options`: a type guard, so a string from a request, a URL or
 * storage becomes the picklist's member type without a cast (`includes` on a literal tuple
 * only accepts its own members, hence the comparison one by one).
 */
export function isOneOf<const T>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value)
}

/**
 * The value that must be there, or an error naming what was missing: the checked stand-in
 * for a non-null assertion `x!` (which would only fail later, as a TypeError somewhere else).
 * Tests use it for what they have just set up; both runtimes may use it for an invariant.
 */
export function present<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found ${String(value)}`)
  return value
}

/** One field of a value of unknown shape (a parsed JSON body, a message's data), or undefined when it is not an object holding that key. */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined
}

/** A type guard: a string from a request, URL or storage becomes the picklist's type without a cast. */
export function isOneOf<const T>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value)
}

/** The checked stand-in for `x!`: throws naming what was missing instead of a TypeError later. */
export function present<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found ${String(value)}`)
  return value
}

/** One field of a value of unknown shape (a parsed JSON body, a message's data), or undefined when it is not an object holding that key. */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined
}

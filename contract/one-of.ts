/**
 * Whether `value` is one of `options`: a type guard, so a string from a request, a URL or
 * storage becomes the picklist's member type without a cast (`includes` on a literal tuple
 * only accepts its own members, hence the comparison one by one).
 */
export function isOneOf<const T>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value)
}

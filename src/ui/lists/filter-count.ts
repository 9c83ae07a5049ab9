/**
 * How many filters are set, for the "Filters (2 active)" button: every value that narrows
 * the list counts once; unset, empty and "all" do not (search and sort are not filters).
 */
export function activeFilterCount(values: readonly (string | number | null | undefined)[]): number {
  return values.filter((value) => value !== undefined && value !== null && value !== '' && value !== 'all')
    .length
}

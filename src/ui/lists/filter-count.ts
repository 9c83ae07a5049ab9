export function activeFilterCount(values: readonly (string | number | null | undefined)[]): number {
  return values.filter((value) => value !== undefined && value !== null && value !== '' && value !== 'all')
    .length
}

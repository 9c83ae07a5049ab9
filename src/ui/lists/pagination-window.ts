import { PAGINATION_MAX_BUTTONS } from '@contract/constants'

export function paginationWindow(
  current: number,
  totalPages: number,
  max: number = PAGINATION_MAX_BUTTONS,
): number[] {
  if (totalPages < 1) return []
  const size = Math.min(max, totalPages)
  const page = Math.min(Math.max(1, current), totalPages)
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1))
  return Array.from({ length: size }, (_, index) => start + index)
}

export function totalPagesOf(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize))
}

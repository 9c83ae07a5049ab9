/** Counters rise linearly from 0 to the target over the animation's duration. */
export function counterValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target
  if (elapsedMs <= 0) return 0
  return Math.round((target * elapsedMs) / durationMs)
}

/** The home member preview appends further pages, skipping ids already shown. */
export function appendUnique<T extends { id: number }>(shown: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(shown.map((item) => item.id))
  const out = [...shown]
  for (const item of next) {
    if (seen.has(item.id)) continue
    seen.add(item.id)
    out.push(item)
  }
  return out
}

/** The carousel's next slide, wrapping around. */
export function nextSlide(current: number, count: number): number {
  return count <= 0 ? 0 : (current + 1) % count
}

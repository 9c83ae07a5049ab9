/** A copy of `items` in a shuffled order from a fixed seed, so runs compare (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], seed = 42): T[] {
  const out = [...items]
  let state = seed
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    const a = out[i]
    const b = out[j]
    if (a !== undefined && b !== undefined) {
      out[i] = b
      out[j] = a
    }
  }
  return out
}

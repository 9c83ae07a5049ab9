export async function inLanes<Item>(
  items: readonly Item[],
  concurrency: number,
  work: (item: Item) => Promise<void>,
): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      // index < items.length, checked just above.
      await work(items[index] as Item)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane))
}

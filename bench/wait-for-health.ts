/** Waits until `url` (the server's health probe) answers 2xx, polling four times a second; fails after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not answer ${url}`)
}

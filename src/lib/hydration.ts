/**
 * Whether the render in progress must match the server's: on the server itself, and in the
 * browser while it hydrates the page the server rendered (src/main.tsx starts it, the root
 * route's first effect ends it). Choices the server cannot make the same way (the screen's
 * width) wait for the renders after it.
 */
let hydrating = false

export function startHydration(): void {
  hydrating = true
}

export function endHydration(): void {
  hydrating = false
}

export function renderingAsTheServer(): boolean {
  return typeof window === 'undefined' || hydrating
}

import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qr'

/** Paints the path's unit squares into an RGBA image, `scale` pixels a module, white elsewhere. */
function paint(size: number, path: string, scale: number): Uint8ClampedArray {
  const width = size * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0
      }
    }
  }
  return pixels
}

describe('ticket QR code', () => {
  it('holds the raw ticket code, readable by a door scanner, with its quiet zone', () => {
    const code =
      'AQEAAAAEAAAAGlEvuHLhhX_0EaetnbdX4H8AikQCuxgxOfSKfmBEGqlODBcYNzLOT-cILQ4fOpGouVKhmqw2dlgkgMWH_J7ajtaIKcsL'
    const { size, path } = qrPath(code)
    expect(size).toBe(41 + 8) // version 6 at medium correction, four modules of white on each side
    const scale = 4
    const decoded = jsQR(paint(size, path, scale), size * scale, size * scale)
    expect(decoded?.data).toBe(code)
  })
})

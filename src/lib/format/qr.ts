import QRCode from 'qrcode'

/** The quiet zone a scanner needs to find the code. */
const QUIET_ZONE = 4

/** Drawn on the device: nothing leaves the phone to draw a ticket. */
export function qrPath(text: string): { size: number; path: string } {
  // Medium error correction: a ticket stays at version 6, readable when a corner is scuffed.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  let path = ''
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path }
}

import QRCode from 'qrcode'
import type { BilingualPdf } from './document'

/** The QR code as vector squares with its quiet zone: sharp at any size and cheaper than an embedded PNG. */
export function drawQr(pdf: BilingualPdf, text: string, box: { x: number; y: number; size: number }): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const cell = box.size / (modules.size + 2 * quiet)
  pdf.draw((doc) => {
    doc.rect(box.x, box.y, box.size, box.size).fill('#ffffff')
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        // A hair of overlap keeps anti-aliased viewers from showing seams between squares.
        if (modules.get(row, column))
          doc.rect(box.x + (quiet + column) * cell, box.y + (quiet + row) * cell, cell + 0.05, cell + 0.05)
      }
    }
    doc.fill('#000000')
  })
}

import sharp from 'sharp'

/** The drawing of public/favicon.svg (a test keeps them equal): the server image ships without the app. */
export const SOCIETY_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#0b4f6c"/><circle cx="20" cy="20" r="15.5" fill="none" stroke="#b7791f" stroke-width="1.5"/><g transform="rotate(-45 20 20)" fill="#fff"><rect x="17.6" y="10" width="4.8" height="20" rx="1.6"/><circle cx="17.2" cy="10.2" r="3"/><circle cx="22.8" cy="10.2" r="3"/><circle cx="17.2" cy="29.8" r="3"/><circle cx="22.8" cy="29.8" r="3"/></g></svg>'

export const SOCIETY_NAME = { ar: 'الجمعية السعودية لجراحة العظام', en: 'Saudi Orthopedic Society' } as const

const logoCache = new Map<number, Promise<Buffer>>()

export function societyLogoPng(pixels: number): Promise<Buffer> {
  let png = logoCache.get(pixels)
  if (!png) {
    png = sharp(Buffer.from(SOCIETY_LOGO_SVG), { density: Math.max(72, (72 * pixels) / 40) })
      .resize(pixels, pixels)
      .png()
      .toBuffer()
    logoCache.set(pixels, png)
  }
  return png
}

import sharp from 'sharp'

/** The share of pixels off by more than `threshold`: hinting moves a few a little, layout changes many a lot. */
export async function pixelDifference(
  actual: Buffer,
  expected: Buffer,
  threshold = 64,
): Promise<{ sameSize: boolean; share: number; width: number; height: number }> {
  const [a, b] = await Promise.all(
    [actual, expected].map((png) => sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })),
  )
  if (!a || !b || a.info.width !== b.info.width || a.info.height !== b.info.height) {
    return { sameSize: false, share: 1, width: a?.info.width ?? 0, height: a?.info.height ?? 0 }
  }
  let differing = 0
  for (let i = 0; i < a.data.length; i++) {
    if (Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)) > threshold) differing += 1
  }
  return { sameSize: true, share: differing / a.data.length, width: a.info.width, height: a.info.height }
}

export async function rgbaPixels(
  png: Buffer,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  }
}

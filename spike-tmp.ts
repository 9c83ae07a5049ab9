import { writeFileSync } from 'node:fs'
import { artworkWebp, artworkJpeg, portraitWebp } from './server/db/seed/content-files'
import sharp from 'sharp'
const tiles: Buffer[] = []
for (let i = 0; i < 6; i++) tiles.push(await sharp(await artworkWebp({ width: 960, height: 540, hue: (i * 37) % 360, variant: i })).resize(320, 180).png().toBuffer())
for (let i = 0; i < 6; i++) tiles.push(await sharp(await portraitWebp({ seed: i, scarf: i % 2 === 1 })).resize(180, 180).png().toBuffer())
await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#fff' } }).composite(tiles.map((input, i) => i < 6 ? { input, left: (i % 3) * 330, top: Math.floor(i / 3) * 190 } : { input, left: ((i - 6) % 6) * 165, top: 400 })).png().toFile('/tmp/demo-spike/art.png')

import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createS3Storage } from '../lib/storage/s3'
import { startLocalS3, type LocalS3 } from '../test-support/s3-server'
import { copyLocalFilesToStorage } from './storage-migrate'

const run = promisify(execFile)
let s3: LocalS3
let dataDir: string

beforeAll(async () => {
  s3 = await startLocalS3()
  dataDir = mkdtempSync(join(tmpdir(), 'portal-migrate-'))
  const put = (path: string, text: string) => {
    mkdirSync(join(dataDir, path, '..'), { recursive: true })
    writeFileSync(join(dataDir, path), text)
  }
  put('uploads/avatars/m1-a.webp', 'avatar one')
  put('uploads/seed/news/news-01.jpg', 'news image')
  put('private/resources/guide.pdf', '%PDF members')
  put('uploads/avatars/.3f2a.partial', 'half a write')
  put('outbox/mail.eml', 'not an upload')
  put('portal.sqlite', 'not an upload')
})
afterAll(async () => {
  await s3.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('copying local files into the bucket', () => {
  it('copies uploads and private files under the same keys, then copies nothing on a second run', async () => {
    const bucket = createS3Storage(s3.settings)
    expect(await copyLocalFilesToStorage(dataDir, bucket)).toEqual({ copied: 3, alreadyThere: 0, skipped: 1 })
    expect(new TextDecoder().decode(await bucket.get('private/resources/guide.pdf'))).toBe('%PDF members')
    expect(await bucket.size('uploads/avatars/m1-a.webp')).toBe(10)
    expect(await bucket.get('outbox/mail.eml')).toBeUndefined()
    expect(await copyLocalFilesToStorage(dataDir, bucket)).toEqual({ copied: 0, alreadyThere: 3, skipped: 1 })
    // A file changed locally (another size) is copied again.
    writeFileSync(join(dataDir, 'uploads/avatars/m1-a.webp'), 'avatar one, replaced')
    expect(await copyLocalFilesToStorage(dataDir, bucket)).toEqual({ copied: 1, alreadyThere: 2, skipped: 1 })
  })

  it('npm run storage:migrate reports its counts in one line; without S3_BUCKET it refuses in one line', async () => {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    }
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/ops/storage-migrate-cli.ts'], {
      env,
    })
    expect(stdout.trim()).toBe(
      'storage:migrate: 0 copied, 3 already in bucket portal-test, 1 skipped (not storage keys)',
    )
    const refused = await run(process.execPath, ['--import', 'tsx', 'server/ops/storage-migrate-cli.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, S3_BUCKET: '' },
    }).catch((e: unknown) => e)
    expect(refused).toMatchObject({
      code: 1,
      stderr:
        'storage:migrate: S3_BUCKET is not set, so there is no bucket to copy the files of DATA_DIR into\n',
    })
  })
})

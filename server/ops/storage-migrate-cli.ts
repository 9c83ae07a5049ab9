// `npm run storage:migrate`: copies the local uploads into the bucket named by S3_BUCKET.
import { readConfig } from '../env'
import { createS3Storage } from '../lib/storage/s3'
import { StorageUnavailableError } from '../lib/storage/storage'
import { OpsError, runCommand } from './cli'
import { copyLocalFilesToStorage, describeMigration } from './storage-migrate'

await runCommand(async () => {
  const config = readConfig()
  if (!config.s3)
    throw new OpsError(
      'storage:migrate: S3_BUCKET is not set, so there is no bucket to copy the files of DATA_DIR into',
    )
  const counts = await copyLocalFilesToStorage(config.dataDir, createS3Storage(config.s3)).catch(
    (error: unknown) => {
      throw error instanceof StorageUnavailableError
        ? new OpsError(`storage:migrate: ${error.message}`)
        : error
    },
  )
  return describeMigration(counts, config.s3.bucket)
})

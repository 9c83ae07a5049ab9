import type { ServerConfig } from '../../env'
import { createLocalStorage } from './local'
import type { FileStorage } from './storage'

/** The bucket when S3_BUCKET is set, else DATA_DIR; the large S3 client is loaded only then. */
export async function storageFor(config: Pick<ServerConfig, 'dataDir' | 's3'>): Promise<FileStorage> {
  if (!config.s3) return createLocalStorage(config.dataDir)
  const { createS3Storage } = await import('./s3')
  return createS3Storage(config.s3)
}

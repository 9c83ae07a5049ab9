import type { ServerConfig } from '../../env'
import { createLocalStorage } from './local'
import type { FileStorage } from './storage'

/**
 * The storage for uploads and resource files: the bucket when S3_BUCKET is set, else the
 * DATA_DIR folder. The mail outbox and the demo credentials file always stay in DATA_DIR.
 * The S3 client is loaded only when a bucket is configured: it is large, and a server
 * without one starts as fast as before.
 */
export async function storageFor(config: Pick<ServerConfig, 'dataDir' | 's3'>): Promise<FileStorage> {
  if (!config.s3) return createLocalStorage(config.dataDir)
  const { createS3Storage } = await import('./s3')
  return createS3Storage(config.s3)
}

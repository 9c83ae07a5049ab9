import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { assertStorageKey, StorageUnavailableError, type FileStorage } from './storage'

export interface S3Settings {
  bucket: string
  /** Undefined: Amazon S3 itself. */
  endpoint: string | undefined
  region: string
  /** Neither: the SDK's own chain (instance role, AWS_* variables). */
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  /** MinIO and most self-hosted stores. */
  forcePathStyle: boolean
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // An unreachable bucket must answer 503 within seconds, not hang the request.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  })
}

interface S3Failure {
  name?: unknown
  code?: unknown
  $metadata?: { httpStatusCode?: number }
}

/** The bucket itself missing is a fault, not an absent file. */
function isMissingObject(error: unknown): boolean {
  // The SDK throws its own error objects; every field read from them is optional.
  const failure = error as S3Failure | null
  if (failure?.name === 'NoSuchBucket') return false
  return (
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.$metadata?.httpStatusCode === 404
  )
}

/** The store's failure rather than ours: it passes once the store is back, like a full disk. */
function isStoreFault(error: unknown): error is Error & S3Failure {
  if (!(error instanceof Error)) return false
  // The SDK throws its own error objects; every field read from them is optional.
  const failure = error as S3Failure
  return failure.$metadata !== undefined || typeof failure.code === 'string' || error.name === 'TimeoutError'
}

function reasonOf(error: Error & S3Failure): string {
  const status = error.$metadata?.httpStatusCode
  const name = typeof error.code === 'string' ? error.code : error.name
  return status ? `${name} ${status}` : name
}

/**
 * Files in one S3-compatible bucket, the key being the object key. A put is atomic in S3
 * (an object is all there or not at all), so nothing half-written is ever served. Files are
 * still served through the app's own URLs (`/uploads/...`, signed `/api/resources/{id}/file`):
 * access checks stay where they are and the browser talks to no other origin.
 */
export function createS3Storage(
  settings: S3Settings,
  client: S3Client = createS3Client(settings),
): FileStorage {
  const Bucket = settings.bucket
  const fault = (operation: string, key: string, error: unknown): never => {
    if (isStoreFault(error)) throw new StorageUnavailableError(operation, key, reasonOf(error))
    throw error
  }
  const keyOf = (key: string) => {
    assertStorageKey(key)
    return key
  }

  return {
    async put(key, data) {
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: keyOf(key), Body: data, ContentLength: data.byteLength }),
        )
      } catch (error) {
        fault('write', key, error)
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }))
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array()
      } catch (error) {
        if (isMissingObject(error)) return undefined
        return fault('read', key, error)
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }))
        return head.ContentLength ?? 0
      } catch (error) {
        if (isMissingObject(error)) return undefined
        return fault('read', key, error)
      }
    },
    async stream(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }))
        const body = object.Body ? object.Body.transformToWebStream() : new Blob([]).stream()
        const etag = (object.ETag ?? `"${object.ContentLength ?? 0}"`).replace(/^W\//, '')
        return { body, size: object.ContentLength ?? 0, etag: `W/${etag}` }
      } catch (error) {
        if (isMissingObject(error)) return undefined
        return fault('read', key, error)
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }))
      } catch (error) {
        if (isMissingObject(error)) return
        fault('delete', key, error)
      }
    },
  }
}

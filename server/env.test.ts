import { describe, expect, it } from 'vitest'
import { readConfig } from './env'

describe('readConfig: body and proxy settings', () => {
  it('defaults to 1 MiB JSON bodies and no trusted proxy', () => {
    const config = readConfig({})
    expect(config.maxJsonBytes).toBe(1_048_576)
    expect(config.trustedProxies).toEqual([])
  })

  it('reads MAX_JSON_BYTES and TRUSTED_PROXIES', () => {
    const config = readConfig({ MAX_JSON_BYTES: '2048', TRUSTED_PROXIES: '10.0.0.0/8, ::1' })
    expect(config.maxJsonBytes).toBe(2048)
    expect(config.trustedProxies).toHaveLength(2)
  })

  it.each([
    [{ MAX_JSON_BYTES: 'lots' }, /^MAX_JSON_BYTES must be a whole number/],
    [{ MAX_JSON_BYTES: '0' }, /^MAX_JSON_BYTES must be at least 1/],
    [{ TRUSTED_PROXIES: '10.0.0.0/8,proxy.internal' }, /^TRUSTED_PROXIES: "proxy.internal"/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message)
  })
})

describe('readConfig: operations settings', () => {
  it('defaults to human-readable request lines and no /metrics', () => {
    const config = readConfig({})
    expect(config.logFormat).toBe('human')
    expect(config.metricsToken).toBeUndefined()
  })

  it('reads LOG_FORMAT=json and METRICS_TOKEN', () => {
    const config = readConfig({ LOG_FORMAT: 'json', METRICS_TOKEN: 'a-long-enough-scrape-token' })
    expect(config.logFormat).toBe('json')
    expect(config.metricsToken).toBe('a-long-enough-scrape-token')
  })

  it.each([
    [{ LOG_FORMAT: 'xml' }, /^LOG_FORMAT must be "human" or "json"/],
    [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN must be at least 16 characters/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message)
  })
})

describe('readConfig: object storage', () => {
  it('keeps files in DATA_DIR when S3_BUCKET is not set', () => {
    expect(readConfig({}).s3).toBeUndefined()
  })

  it('reads a MinIO-style bucket', () => {
    const config = readConfig({
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(config.s3).toEqual({
      bucket: 'portal-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    })
  })

  it('reads an Amazon S3 bucket with the SDK’s own credentials', () => {
    expect(readConfig({ S3_BUCKET: 'portal-files', S3_REGION: 'me-central-1' }).s3).toEqual({
      bucket: 'portal-files',
      endpoint: undefined,
      region: 'me-central-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    })
  })

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, /^S3_ENDPOINT is set but S3_BUCKET is not/],
    [{ S3_SECRET_ACCESS_KEY: 'x' }, /^S3_SECRET_ACCESS_KEY is set but S3_BUCKET is not/],
    [{ S3_BUCKET: 'Portal_Files', S3_REGION: 'x' }, /^S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'portal-files' }, /^S3_REGION must be set/],
    [{ S3_BUCKET: 'portal-files', S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT must be an http\(s\) origin/],
    [
      { S3_BUCKET: 'portal-files', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id' },
      /^S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID/,
    ],
    [
      { S3_BUCKET: 'portal-files', S3_ENDPOINT: 'http://minio:9000', S3_SECRET_ACCESS_KEY: 's' },
      /^S3_ACCESS_KEY_ID must be set together/,
    ],
    [
      { S3_BUCKET: 'portal-files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'yes' },
      /^S3_FORCE_PATH_STYLE must be 1, 0, true or false/,
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message)
    try {
      readConfig(env)
    } catch (error) {
      // What the code under test throws is an Error.
      expect((error as Error).message).not.toContain('\n')
    }
  })
})

describe('web push settings', () => {
  it('keeps the generated keys unless both are set, and refuses private push endpoints unless told', () => {
    expect(readConfig({})).toMatchObject({
      vapidKeys: undefined,
      vapidSubject: undefined,
      pushAllowPrivateEndpoints: false,
    })
    const keys = {
      VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
      VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url'),
    }
    expect(
      readConfig({ ...keys, VAPID_SUBJECT: 'mailto:it@ortho-society.sa', PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' }),
    ).toMatchObject({
      vapidKeys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      vapidSubject: 'mailto:it@ortho-society.sa',
      pushAllowPrivateEndpoints: true,
    })
  })

  it.each([
    [
      { VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url') },
      /^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together$/,
    ],
    [
      { VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'short' },
      /^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be base64url P-256 keys/,
    ],
    [{ VAPID_SUBJECT: 'http://portal.example' }, /^VAPID_SUBJECT must start with mailto: or https:\/\//],
  ])('refuses %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message)
  })
})

import { resolve } from 'node:path'
import { adminPasswordProblem } from './lib/auth/admin-password'
import { parseTrustedProxies, type AddressRange } from './lib/client-address'
import type { S3Settings } from './lib/storage/s3'

/** The only reader of process.env: everything else receives its settings from this config. */
export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  adminEmail: string | undefined
  adminPassword: string | undefined
  seed: 'demo' | 'none'
  smtpUrl: string | undefined
  mailFrom: string
  accessTokenTtlSeconds: number
  staticDir: string | undefined
  /** PORTAL_DEV=1 (`npm run dev`): public pages rendered from the sources, not from the build. */
  pagesFromSources: boolean
  logRequests: boolean
  /** LOG_FORMAT: `human` (the default) or `json` (one object per line). */
  logFormat: 'human' | 'json'
  /** METRICS_TOKEN: a Bearer token for GET /metrics; unset, there is no /metrics. */
  metricsToken: string | undefined
  version: string
  trustedProxies: AddressRange[]
  maxJsonBytes: number
  /** ANNOUNCEMENT_MAILS_PER_MINUTE; 0 sends them as fast as the queue goes. */
  announcementMailsPerMinute: number
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS=1 lets subscriptions name private hosts (tests); off, only https on a public host. */
  pushAllowPrivateEndpoints: boolean
  /** Base64url; unset, a pair generated once is kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined
  /** `mailto:` or `https:`; unset, PUBLIC_URL. */
  vapidSubject: string | undefined
  /** S3_BUCKET and its S3_* companions; undefined: the DATA_DIR folder. */
  s3: S3Settings | undefined
}

/** A setting that cannot be used: `npm start` prints its message as one line and exits with 1. */
export class ConfigError extends Error {}

function trustedProxiesFrom(value: string | undefined): AddressRange[] {
  try {
    return parseTrustedProxies(value)
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error))
  }
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new ConfigError(`${name} must be a whole number, got "${value}"`)
  return parsed
}

function positiveIntFrom(value: string | undefined, fallback: number, name: string): number {
  const parsed = intFrom(value, fallback, name)
  if (parsed === 0) throw new ConfigError(`${name} must be at least 1, got "${value}"`)
  return parsed
}

const S3_COMPANIONS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const
/** The names S3 and S3-compatible stores accept: 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

/**
 * The object store, when S3_BUCKET is set. A half-configured store stops the start rather
 * than writing uploads to the local folder by surprise: each bad combination names the variable.
 */
function s3From(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const value = (name: string) => env[name] || undefined
  const bucket = value('S3_BUCKET')
  if (!bucket) {
    const stray = S3_COMPANIONS.find((name) => value(name) !== undefined)
    if (stray)
      throw new ConfigError(
        `${stray} is set but S3_BUCKET is not: set S3_BUCKET to store uploads in a bucket, or unset ${stray}`,
      )
    return undefined
  }
  if (!BUCKET_NAME.test(bucket))
    throw new ConfigError(
      `S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots, hyphens), got "${bucket}"`,
    )
  const endpoint = value('S3_ENDPOINT')
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    throw new ConfigError(
      `S3_ENDPOINT must be an http(s) origin such as http://minio:9000, got "${endpoint}"`,
    )
  const region = value('S3_REGION') ?? (endpoint ? 'us-east-1' : undefined)
  if (!region)
    throw new ConfigError('S3_REGION must be set when S3_BUCKET names an Amazon S3 bucket (no S3_ENDPOINT)')
  const accessKeyId = value('S3_ACCESS_KEY_ID')
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY')
  if (accessKeyId && !secretAccessKey)
    throw new ConfigError('S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID')
  if (secretAccessKey && !accessKeyId)
    throw new ConfigError('S3_ACCESS_KEY_ID must be set together with S3_SECRET_ACCESS_KEY')
  const pathStyle = value('S3_FORCE_PATH_STYLE')
  if (pathStyle !== undefined && !['0', '1', 'true', 'false'].includes(pathStyle))
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be 1, 0, true or false, got "${pathStyle}"`)
  return {
    bucket,
    endpoint: endpoint?.replace(/\/$/, ''),
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
  }
}

/** Together, as base64url of a P-256 point (65 bytes) and scalar (32 bytes). */
function vapidKeysFrom(env: NodeJS.ProcessEnv): ServerConfig['vapidKeys'] {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined
  const privateKey = env.VAPID_PRIVATE_KEY || undefined
  if (!publicKey && !privateKey) return undefined
  if (!publicKey || !privateKey)
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together')
  if (Buffer.from(publicKey, 'base64url').length !== 65 || Buffer.from(privateKey, 'base64url').length !== 32)
    throw new ConfigError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be base64url P-256 keys (npx web-push generate-vapid-keys)',
    )
  return { publicKey, privateKey }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFrom(env.PORT, 8080, 'PORT')
  const host = env.HOST || '127.0.0.1'
  const seed = env.SEED === 'none' ? 'none' : 'demo'
  if (env.SEED && env.SEED !== 'none' && env.SEED !== 'demo')
    throw new ConfigError(`SEED must be "demo" or "none", got "${env.SEED}"`)
  if (env.LOG_FORMAT && env.LOG_FORMAT !== 'human' && env.LOG_FORMAT !== 'json')
    throw new ConfigError(`LOG_FORMAT must be "human" or "json", got "${env.LOG_FORMAT}"`)
  const metricsToken = env.METRICS_TOKEN || undefined
  // A guessable token would publish the server's internals; a generated one is 32+ characters.
  if (metricsToken !== undefined && metricsToken.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long')
  const adminPassword = env.ADMIN_PASSWORD || undefined
  const passwordProblem = adminPassword === undefined ? undefined : adminPasswordProblem(adminPassword)
  if (passwordProblem) throw new ConfigError(passwordProblem)
  const vapidSubject = env.VAPID_SUBJECT || undefined
  if (vapidSubject !== undefined && !/^(mailto:|https:\/\/)/.test(vapidSubject))
    throw new ConfigError(`VAPID_SUBJECT must start with mailto: or https://, got "${vapidSubject}"`)
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword,
    seed,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Saudi Orthopedic Society <no-reply@portal.local>',
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60, 'ACCESS_TOKEN_TTL_SECONDS'),
    staticDir: env.STATIC_DIR === '' ? undefined : resolve(env.STATIC_DIR || './dist'),
    pagesFromSources: env.PORTAL_DEV === '1',
    logRequests: env.LOG_REQUESTS !== '0',
    logFormat: env.LOG_FORMAT === 'json' ? 'json' : 'human',
    metricsToken,
    version: env.npm_package_version || '0.1.0',
    trustedProxies: trustedProxiesFrom(env.TRUSTED_PROXIES),
    maxJsonBytes: positiveIntFrom(env.MAX_JSON_BYTES, 1024 * 1024, 'MAX_JSON_BYTES'),
    announcementMailsPerMinute: intFrom(
      env.ANNOUNCEMENT_MAILS_PER_MINUTE,
      600,
      'ANNOUNCEMENT_MAILS_PER_MINUTE',
    ),
    pushAllowPrivateEndpoints: env.PUSH_ALLOW_PRIVATE_ENDPOINTS === '1',
    vapidKeys: vapidKeysFrom(env),
    vapidSubject,
    s3: s3From(env),
  }
}

/** Test databases: set in CI to run the server suite against PostgreSQL as well. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_DATABASE_URL || undefined
}

import { resolve } from 'node:path'
import { adminPasswordProblem } from './lib/auth/admin-password'
import { parseTrustedProxies, type AddressRange } from './lib/client-address'

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
  /** Folder of the built PWA; absent in API-only tests. */
  staticDir: string | undefined
  logRequests: boolean
  /** LOG_FORMAT: `human` (one readable line per request, the default) or `json` (one JSON object per line, for log collectors). */
  logFormat: 'human' | 'json'
  /** METRICS_TOKEN: when set, GET /metrics answers a scraper holding it as a Bearer token; unset, there is no /metrics. */
  metricsToken: string | undefined
  version: string
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); empty: the header is ignored. */
  trustedProxies: AddressRange[]
  /** Largest JSON request body in bytes (MAX_JSON_BYTES); uploads have their own limits. */
  maxJsonBytes: number
}

/** A setting that cannot be used: `npm start` prints its message as one line and exits with 1. */
export class ConfigError extends Error {}

/** TRUSTED_PROXIES as ranges; a malformed entry is a setting that cannot be used. */
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
  if (!Number.isInteger(parsed) || parsed < 0) throw new ConfigError(`${name} must be a whole number, got "${value}"`)
  return parsed
}

function positiveIntFrom(value: string | undefined, fallback: number, name: string): number {
  const parsed = intFrom(value, fallback, name)
  if (parsed === 0) throw new ConfigError(`${name} must be at least 1, got "${value}"`)
  return parsed
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = intFrom(env.PORT, 8080, 'PORT')
  const host = env.HOST || '127.0.0.1'
  const seed = env.SEED === 'none' ? 'none' : 'demo'
  if (env.SEED && env.SEED !== 'none' && env.SEED !== 'demo') throw new ConfigError(`SEED must be "demo" or "none", got "${env.SEED}"`)
  if (env.LOG_FORMAT && env.LOG_FORMAT !== 'human' && env.LOG_FORMAT !== 'json') throw new ConfigError(`LOG_FORMAT must be "human" or "json", got "${env.LOG_FORMAT}"`)
  const metricsToken = env.METRICS_TOKEN || undefined
  // A guessable token would publish the server's internals; a generated one is 32+ characters.
  if (metricsToken !== undefined && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long')
  const adminPassword = env.ADMIN_PASSWORD || undefined
  const passwordProblem = adminPassword === undefined ? undefined : adminPasswordProblem(adminPassword)
  if (passwordProblem) throw new ConfigError(passwordProblem)
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
    logRequests: env.LOG_REQUESTS !== '0',
    logFormat: env.LOG_FORMAT === 'json' ? 'json' : 'human',
    metricsToken,
    version: env.npm_package_version || '0.1.0',
    trustedProxies: trustedProxiesFrom(env.TRUSTED_PROXIES),
    maxJsonBytes: positiveIntFrom(env.MAX_JSON_BYTES, 1024 * 1024, 'MAX_JSON_BYTES'),
  }
}

/** Test databases: set in CI to run the server suite against PostgreSQL as well. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.TEST_DATABASE_URL || undefined
}

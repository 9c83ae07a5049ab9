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

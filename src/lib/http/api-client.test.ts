import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, buildErrorMessage, buildUrl, OfflineError } from './api-client'

describe('buildErrorMessage', () => {
  it('uses a text body as the message', () => {
    expect(buildErrorMessage('Service unavailable', 'Bad Gateway')).toBe('Service unavailable')
  })
  it('joins a detail list as "msg (loc)" lines', () => {
    const data = {
      detail: [
        { msg: 'Required', loc: ['body', 'email'] },
        { msg: 'Too short', loc: ['body', 'password'] },
      ],
    }
    expect(buildErrorMessage(data, 'Unprocessable Entity')).toBe(
      'Required (body.email)\nToo short (body.password)',
    )
  })
  it('uses a detail string as it is', () => {
    expect(buildErrorMessage({ detail: 'Not found' }, 'Not Found')).toBe('Not found')
  })
  it('writes other detail data out as JSON', () => {
    expect(buildErrorMessage({ detail: { reason: 'x' } }, 'Bad Request')).toBe('{"reason":"x"}')
  })
  it('falls back to message, then error, then the status text', () => {
    expect(buildErrorMessage({ message: 'm' }, 'S')).toBe('m')
    expect(buildErrorMessage({ error: 'e' }, 'S')).toBe('e')
    expect(buildErrorMessage({}, 'Internal Server Error')).toBe('Internal Server Error')
    expect(buildErrorMessage(null, 'Internal Server Error')).toBe('Internal Server Error')
  })
})

describe('buildUrl', () => {
  it('prefixes /api and drops empty parameters', () => {
    expect(buildUrl('/posts', { page: 2, search: '', category: undefined, type: 'news' })).toBe(
      '/api/posts?page=2&type=news',
    )
  })
})

describe('validation codes in error messages', () => {
  it('are written out in words, with the field location', async () => {
    const { i18n } = await import('../i18n/i18n')
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    expect(
      buildErrorMessage(
        { detail: [{ msg: 'validation.email', loc: ['body', 'email'] }] },
        'Unprocessable Entity',
      ),
    ).toBe('Enter a valid e-mail address (body.email)')
  })
})

describe('a request that gets no answer', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('fails as offline even when the browser says it is online (no raw "Failed to fetch")', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(apiRequest('/posts')).rejects.toBeInstanceOf(OfflineError)
  })

  it('keeps an abort an abort', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError')
    vi.stubGlobal('fetch', () => Promise.reject(abort))
    await expect(apiRequest('/posts')).rejects.toBe(abort)
  })
})

import { readFileSync } from 'node:fs'
import { ERROR_CODES } from '@contract/errors'
import PO from 'pofile'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, buildErrorMessage } from './api-client'
import { ERROR_CODE_MESSAGES, errorCodeMessage, errorMessage } from './errors'
import { i18n } from './i18n'

describe('errorMessage', () => {
  it('uses the message of an Error', () => {
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('boom')
  })

  it('uses the message of an ApiError', () => {
    expect(errorMessage(new ApiError('Not allowed', 403, null), 'fallback')).toBe('Not allowed')
  })

  it('falls back when the Error has no message', () => {
    expect(errorMessage(new Error(''), 'fallback')).toBe('fallback')
  })

  it.each([['a string'], [null], [undefined], [{ message: 'not an Error' }]])('falls back for %p', (value) => {
    expect(errorMessage(value, 'fallback')).toBe('fallback')
  })
})

/** English source → Arabic of the committed catalog (what `npm run i18n:extract` wrote). */
function arabicCatalog(): Map<string, string> {
  const po = PO.parse(readFileSync(new URL('../../locales/ar/messages.po', import.meta.url), 'utf8'))
  return new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']))
}
const ARABIC_LETTER = /[\u0600-\u06FF]/

describe('refusal codes', () => {
  const arabic = arabicCatalog()

  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
  })

  it.each(ERROR_CODES.map((code) => [code]))('%s has a sentence in English and in Arabic', (code) => {
    const english = ERROR_CODE_MESSAGES[code]?.message
    expect(english, `no message for ${code} in ERROR_CODE_MESSAGES`).toBeTruthy()
    expect(arabic.get(english ?? ''), `no Arabic for "${english}" in locales/ar/messages.po`).toMatch(ARABIC_LETTER)
  })

  it('shows the Arabic sentence instead of the server English detail', () => {
    const descriptor = ERROR_CODE_MESSAGES.lastSuperadmin
    i18n.loadAndActivate({ locale: 'ar', messages: { [descriptor.id]: arabic.get(descriptor.message ?? '') ?? '' } })
    const message = buildErrorMessage({ detail: 'The last active superadmin cannot be deactivated.', code: 'lastSuperadmin' }, 'Conflict')
    expect(message).toBe('لا يمكن تخفيض دور آخر مشرف عام نشط أو إيقافه أو حذفه.')
  })

  it('shows the English sentence to English readers', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    expect(buildErrorMessage({ detail: 'Email taken', code: 'emailTaken' }, 'Conflict')).toBe('An account with this email already exists.')
  })

  it('keeps the per-field lines of a validation list', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    expect(buildErrorMessage({ detail: [{ msg: 'validation.email', loc: ['body', 'email'] }], code: 'validationFailed' }, 'Unprocessable Entity')).toBe(
      'Enter a valid e-mail address (body.email)',
    )
  })

  it('falls back to the detail, then the status text, for a code this app does not know', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    expect(errorCodeMessage('someFutureCode')).toBeUndefined()
    expect(buildErrorMessage({ detail: 'Something new', code: 'someFutureCode' }, 'Conflict')).toBe('Something new')
    expect(buildErrorMessage({ code: 'someFutureCode' }, 'Conflict')).toBe('Conflict')
  })

  it('reach the ApiError message, and its code stays readable for screens that special-case it', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    const data = { detail: 'You cannot change the status of your own account.', code: 'selfAction' }
    const error = new ApiError(buildErrorMessage(data, 'Forbidden'), 403, data)
    expect(error.message).toBe('You cannot change your own account from this screen.')
    expect(error.code).toBe('selfAction')
  })
})

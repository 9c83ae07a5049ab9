import { readdirSync, readFileSync } from 'node:fs'
import { ERROR_CODES } from '@contract/errors'
import PO from 'pofile'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, buildErrorMessage } from './api-client'
import {
  errorCodeDescriptor,
  errorCodeMessage,
  errorMessage,
  genericHttpMessage,
  HTTP_STATUS_MESSAGES,
  httpStatusMessage,
  loadedSentence,
} from './errors'
import { i18n } from '../i18n/i18n'
// Loaded with the whole catalog in the app: here at once, as every screen that shows its refusals has it.
import './screen-error-messages'

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

  it.each([['a string'], [null], [undefined], [{ message: 'not an Error' }]])(
    'falls back for %p',
    (value) => {
      expect(errorMessage(value, 'fallback')).toBe('fallback')
    },
  )
})

/** English source → Arabic of the committed catalog (what `npm run i18n:extract` wrote). */
/** Every area's Arabic catalog in one map: a refusal's sentence lives in the area that shows it. */
function arabicCatalog(): Map<string, string> {
  const folder = new URL('../../../locales/ar/', import.meta.url)
  const files = readdirSync(folder).filter((name) => name.endsWith('.po'))
  return new Map(
    files.flatMap((name) =>
      PO.parse(readFileSync(new URL(name, folder), 'utf8')).items.map((item): [string, string] => [
        item.msgid,
        item.msgstr[0] ?? '',
      ]),
    ),
  )
}
const ARABIC_LETTER = /[\u0600-\u06FF]/

describe('refusal codes', () => {
  const arabic = arabicCatalog()

  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
  })

  it.each(ERROR_CODES.map((code) => [code]))('%s has a sentence in English and in Arabic', (code) => {
    const english = errorCodeDescriptor(code)?.message
    expect(english, `no message for ${code} in errors.ts or screen-error-messages.ts`).toBeTruthy()
    expect(arabic.get(english ?? ''), `no Arabic for "${english}" in locales/ar/*.po`).toMatch(ARABIC_LETTER)
  })

  it('shows the Arabic sentence instead of the server English detail', () => {
    const descriptor = errorCodeDescriptor('lastSuperadmin')! // every code has a sentence: the test above
    i18n.loadAndActivate({
      locale: 'ar',
      messages: { [descriptor.id]: arabic.get(descriptor.message ?? '') ?? '' },
    })
    const message = buildErrorMessage(
      { detail: 'The last active superadmin cannot be deactivated.', code: 'lastSuperadmin' },
      'Conflict',
    )
    expect(message).toBe('لا يمكن تخفيض دور آخر مشرف عام نشط أو إيقافه أو حذفه.')
  })

  it('shows the English sentence to English readers', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    expect(buildErrorMessage({ detail: 'Email taken', code: 'emailTaken' }, 'Conflict')).toBe(
      'An account with this email already exists.',
    )
  })

  it('keeps the per-field lines of a validation list', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    expect(
      buildErrorMessage(
        { detail: [{ msg: 'validation.email', loc: ['body', 'email'] }], code: 'validationFailed' },
        'Unprocessable Entity',
      ),
    ).toBe('Enter a valid e-mail address (body.email)')
  })

  it('falls back to the detail, then the status text, for a code this app does not know', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    expect(errorCodeMessage('someFutureCode')).toBeUndefined()
    expect(buildErrorMessage({ detail: 'Something new', code: 'someFutureCode' }, 'Conflict')).toBe(
      'Something new',
    )
    expect(buildErrorMessage({ code: 'someFutureCode' }, 'Conflict')).toBe('Conflict')
  })

  it('a sentence the active catalog lacks and the build kept no source of is not shown as its id', () => {
    const descriptor = errorCodeDescriptor('emailTaken')! // every code has a sentence: the test above
    // A production build strips the English source: only the id is left.
    const built = { id: descriptor.id }
    i18n.loadAndActivate({ locale: 'ar', messages: {} })
    expect(loadedSentence(built)).toBeUndefined()
    i18n.loadAndActivate({
      locale: 'ar',
      messages: { [descriptor.id]: arabic.get(descriptor.message ?? '') ?? '' },
    })
    expect(loadedSentence(built)).toMatch(ARABIC_LETTER)
  })

  it('reach the ApiError message, and its code stays readable for screens that special-case it', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    const data = { detail: 'You cannot change the status of your own account.', code: 'selfAction' }
    const error = new ApiError(buildErrorMessage(data, 'Forbidden'), 403, data)
    expect(error.message).toBe('You cannot change your own account from this screen.')
    expect(error.code).toBe('selfAction')
  })
})

describe('HTTP failures without a known code', () => {
  const arabic = arabicCatalog()
  const STATUSES = [400, 401, 403, 404, 408, 409, 413, 422, 429, 500, 502, 503, 504]
  /** The Arabic catalog of every status sentence, as the app loads it. */
  const activateArabic = () => {
    const descriptors = [...Object.values(HTTP_STATUS_MESSAGES), genericHttpMessage(0)]
    i18n.loadAndActivate({
      locale: 'ar',
      messages: Object.fromEntries(descriptors.map((d) => [d.id, arabic.get(d.message ?? '') ?? ''])),
    })
  }

  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
  })

  it.each(STATUSES.map((status) => [status]))(
    '%s has its own sentence in English and in Arabic',
    (status) => {
      const english = HTTP_STATUS_MESSAGES[status]?.message
      expect(english, `no sentence for ${status}`).toBeTruthy()
      expect(arabic.get(english ?? ''), `no Arabic for "${english}"`).toMatch(ARABIC_LETTER)
    },
  )

  it('every status sentence is a different one in Arabic, and none is the server text', () => {
    activateArabic()
    const messages = STATUSES.map((status) =>
      buildErrorMessage({ detail: 'Service Unavailable' }, 'Service Unavailable', status),
    )
    for (const message of messages) expect(message).toMatch(ARABIC_LETTER)
    expect(buildErrorMessage({ detail: 'Conflict with current state' }, 'Conflict', 409)).toBe(
      'يتعارض هذا مع تغيير أُجري في الأثناء. يُرجى تحديث الصفحة والمحاولة مرة أخرى.',
    )
    expect(buildErrorMessage('<html>502 Bad Gateway</html>', 'Bad Gateway', 502)).toBe(
      'تعذّر الوصول إلى الخادم. يُرجى المحاولة بعد دقائق.',
    )
    expect(buildErrorMessage({ code: 'someFutureCode', message: 'Teapot' }, "I'm a teapot", 418)).toBe(
      'تعذّر تنفيذ الطلب (رمز الخطأ 418). يُرجى المحاولة مرة أخرى.',
    )
    expect(buildErrorMessage(null, '', 504)).toBe(
      'استغرق الخادم وقتًا أطول من المعتاد في الرد. يُرجى المحاولة بعد دقائق.',
    )
  })

  it('Arabic keeps the sentence of a known code and the per-field lines of a validation list', () => {
    activateArabic()
    expect(buildErrorMessage({ detail: 'x', code: 'emailTaken' }, 'Conflict', 409)).not.toMatch(/تعارض/)
    expect(
      buildErrorMessage(
        { detail: [{ msg: 'Required', loc: ['body', 'email'] }] },
        'Unprocessable Entity',
        422,
      ),
    ).toBe('Required (body.email)')
  })

  it('English keeps the server message and status text, and uses the sentence only without a status text', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    expect(buildErrorMessage({ detail: 'Conflict with current state' }, 'Conflict', 409)).toBe(
      'Conflict with current state',
    )
    expect(buildErrorMessage('Service unavailable', 'Bad Gateway', 502)).toBe('Service unavailable')
    expect(buildErrorMessage({}, 'Service Unavailable', 503)).toBe('Service Unavailable')
    expect(buildErrorMessage({}, '', 503)).toBe(
      'The service is temporarily unavailable. Please try again in a few minutes.',
    )
    expect(buildErrorMessage(null, '', 418)).toBe('The request failed (error 418). Please try again.')
    expect(httpStatusMessage(429)).toBe('Too many requests. Please wait a moment and try again.')
  })
})

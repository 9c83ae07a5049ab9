import { describe, expect, it } from 'vitest'
import { ApiError, OfflineError } from '@/lib/http/api-client'
import { LoginRefusedError } from '@/lib/session/session'
import {
  activationFailureOf,
  applicantRefusalOf,
  authFailureOf,
  isResetLinkRefusal,
  refusalOf,
  resendOutcomeOf,
  validateApplicant,
  validateCredentials,
  validateNewPassword,
} from './model'

const apiError = (status: number, code?: string) =>
  new ApiError('x', status, code ? { detail: 'x', code } : { detail: 'x' })

describe('validateCredentials', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'required', password: 'required' },
    ],
    [{ email: '   ', password: 'longenough' }, { email: 'required' }],
    [{ email: 'not-an-email', password: 'longenough' }, { email: 'invalid' }],
    [{ email: 'a@b.org', password: 'short' }, { password: 'tooShort' }],
    [{ email: 'a@b.org', password: '1234567' }, { password: 'tooShort' }],
    [{ email: 'a@b.org', password: '12345678' }, {}],
    [{ email: ' Dr.Huda@Hospital.sa ', password: 'كلمة-مرور-طويلة' }, {}],
  ])('%j → %j', (values, expected) => {
    expect(validateCredentials(values)).toEqual(expected)
  })
})

describe('validateApplicant', () => {
  it('requires a name in Arabic or in English, each of at most 200 characters', () => {
    expect(validateApplicant({ fullNameAr: '  ', fullNameEn: '', phone: '' })).toEqual({
      fullName: 'required',
    })
    expect(validateApplicant({ fullNameAr: 'ن'.repeat(201), fullNameEn: '', phone: '' })).toEqual({
      fullName: 'tooLong',
    })
    expect(validateApplicant({ fullNameAr: 'سارة', fullNameEn: 'S'.repeat(201), phone: '' })).toEqual({
      fullNameEn: 'tooLong',
    })
    expect(validateApplicant({ fullNameAr: 'سارة', fullNameEn: '', phone: '' })).toEqual({})
    expect(validateApplicant({ fullNameAr: '', fullNameEn: 'Sara', phone: '' })).toEqual({})
  })

  it('takes a phone as Saudi members type it, in any digits, and leaves the rest to the server', () => {
    for (const phone of [
      '+966 50-123 (4567)',
      '0501234567',
      '501234567',
      '00966501234567',
      '٠٥٠١٢٣٤٥٦٧',
      '+٩٦٦٥٠١٢٣٤٥٦٧',
      '+44 20 7946 0958',
    ]) {
      expect(validateApplicant({ fullNameAr: '', fullNameEn: 'A', phone })).toEqual({})
    }
    for (const phone of ['+966 50 ABC 4567', '+9665012345678901', '+0501234567', '05012345'])
      expect(validateApplicant({ fullNameAr: '', fullNameEn: 'A', phone })).toEqual({ phone: 'invalid' })
  })
})

describe('applicantRefusalOf (the server refuses a field the form let through)', () => {
  const refusal = (...locs: string[][]) =>
    new ApiError('refused', 422, {
      detail: locs.map((loc) => ({ msg: 'validation.phone', loc })),
      code: 'validationFailed',
    })
  it('names the phone and the name, and nothing for other refusals', () => {
    expect(applicantRefusalOf(refusal(['body', 'phone']))).toEqual({ phone: 'invalid' })
    expect(applicantRefusalOf(refusal(['body', 'full_name'], ['body', 'phone']))).toEqual({
      phone: 'invalid',
      fullName: 'tooLong',
    })
    expect(applicantRefusalOf(refusal(['body', 'full_name_en']))).toEqual({ fullNameEn: 'tooLong' })
    expect(applicantRefusalOf(refusal(['body', 'email']))).toBeUndefined()
    expect(applicantRefusalOf(apiError(401, 'invalidCredentials'))).toBeUndefined()
  })
})

describe('refusalOf (deactivated is told on the login screen, the others go to /register/pending)', () => {
  it.each([
    [new LoginRefusedError('pending'), 'pending'],
    [new LoginRefusedError('pendingAwaitingActivation'), 'pendingAwaitingActivation'],
    [apiError(403, 'pending'), 'pending'],
    [apiError(403, 'pendingAwaitingActivation'), 'pendingAwaitingActivation'],
    [apiError(403, 'rejected'), 'rejected'],
    [apiError(403, 'deactivated'), 'deactivated'],
    [new LoginRefusedError('deactivated'), 'deactivated'],
    [apiError(403, 'forbidden'), 'rejected'],
    [apiError(403), 'rejected'],
    [apiError(401, 'invalidCredentials'), undefined],
    [new Error('boom'), undefined],
  ])('%o → %s', (error, expected) => {
    expect(refusalOf(error)).toBe(expected)
  })
})

describe('authFailureOf', () => {
  it.each([
    [apiError(401, 'invalidCredentials'), 'invalidCredentials'],
    [apiError(429, 'tooManyAttempts'), 'tooManyAttempts'],
    [apiError(422), 'invalidInput'],
    [apiError(500), 'unknown'],
    [new OfflineError(), 'offline'],
  ])('%o → %s', (error, expected) => {
    expect(authFailureOf(error)).toBe(expected)
  })
})

describe('resendOutcomeOf', () => {
  it.each([
    [{ answer: { status: 'sent' as const } }, 'sent'],
    [{ answer: { status: 'already_active' as const } }, 'alreadyActive'],
    [{ error: apiError(429, 'activation.resend.rateLimited') }, 'rateLimited'],
    [{ error: apiError(403, 'activation.resend.awaitingApproval') }, 'awaitingApproval'],
    [{ error: apiError(403, 'activation.resend.notAllowed') }, 'notAllowed'],
    [{ error: apiError(500) }, 'failed'],
    [{ error: new OfflineError() }, 'offline'],
  ])('%o → %s', (result, expected) => {
    expect(resendOutcomeOf(result)).toBe(expected)
  })
})

describe('activationFailureOf', () => {
  it.each([
    [apiError(400, 'activationExpired'), 'expired'],
    [apiError(400, 'activationInvalid'), 'invalid'],
    [apiError(422, 'validationFailed'), 'invalid'],
    [new OfflineError(), 'invalid'],
  ])('%s → %s', (error, expected) => {
    expect(activationFailureOf(error)).toBe(expected)
  })
})

describe('validateNewPassword', () => {
  it.each([
    [
      { password: '', confirm: '' },
      { password: 'required', confirm: 'required' },
    ],
    [{ password: 'short', confirm: 'short' }, { password: 'tooShort' }],
    [{ password: 'long-enough', confirm: 'long-enougH' }, { confirm: 'mismatch' }],
    [{ password: 'long-enough', confirm: '' }, { confirm: 'required' }],
    [{ password: 'كلمة-مرور-طويلة', confirm: 'كلمة-مرور-طويلة' }, {}],
  ])('%j → %j', (values, expected) => {
    expect(validateNewPassword(values)).toEqual(expected)
  })
})

describe('isResetLinkRefusal', () => {
  it.each([
    [apiError(400, 'resetTokenInvalid'), true],
    [apiError(400, 'resetTokenUsed'), true],
    [apiError(400, 'resetTokenExpired'), true],
    [apiError(422, 'validationFailed'), false],
    [new OfflineError(), false],
  ])('%s → %s', (error, expected) => {
    expect(isResetLinkRefusal(error)).toBe(expected)
  })
})

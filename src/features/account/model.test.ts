import { describe, expect, it } from 'vitest'
import { ApiError, OfflineError } from '@/lib/api-client'
import { LoginRefusedError } from '@/lib/session'
import { authFailureOf, refusalOf, resendOutcomeOf, validateCredentials } from './model'

const apiError = (status: number, code?: string) => new ApiError('x', status, code ? { detail: 'x', code } : { detail: 'x' })

describe('validateCredentials', () => {
  it.each([
    [{ email: '', password: '' }, { email: 'required', password: 'required' }],
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

describe('refusalOf (these go to /register/pending)', () => {
  it.each([
    [new LoginRefusedError('pending'), 'pending'],
    [new LoginRefusedError('pendingAwaitingActivation'), 'pendingAwaitingActivation'],
    [apiError(403, 'pending'), 'pending'],
    [apiError(403, 'pendingAwaitingActivation'), 'pendingAwaitingActivation'],
    [apiError(403, 'rejected'), 'rejected'],
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
    [apiError(409, 'emailTaken'), 'emailTaken'],
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

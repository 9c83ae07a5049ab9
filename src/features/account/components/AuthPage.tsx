import { SUPPORT_EMAIL } from '@contract/auth'
import { TIERS, type Gender, type Tier } from '@contract/constants'
import { PROFILE_LIMITS } from '@contract/members'
import { msg } from '@lingui/core/macro'
import { currentLocale } from '@/lib/i18n/i18n'
import { allReferenceOptions } from '@/lib/i18n/reference-labels'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { useFocusOnFailure } from '@/ui/primitives/use-focus-on-failure'
import { VALIDATION_CODES } from '@contract/errors'
import { examplePhone, validationMessage } from '@/lib/http/validation-messages'
import { login, mustCompleteProfile, register } from '@/lib/session/session'
import type { SignInReason } from '@/lib/session/session-guards'
import { TIER_LABELS } from '@/lib/i18n/account-labels'
import { button } from '@/ui/primitives/button.css'
import { ChoiceField, SelectField, TextField } from '@/ui/primitives/Field'
import {
  applicantRefusalOf,
  authFailureOf,
  refusalOf,
  validateApplicant,
  validateCredentials,
  type ApplicantErrors,
  type CredentialErrors,
} from '../model'
import * as css from './account.css'
import { FAILURE_MESSAGES, REFUSAL_MESSAGES, rememberEmail } from './messages'
import { EmailField } from './AccountCard'
import { PasskeySignIn } from './PasskeySignIn'

/** What each membership type is for, shown under the choice so an applicant picks the right one. */
const TIER_DESCRIPTIONS: Record<Tier, MessageDescriptor> = {
  public: msg`For anyone interested in orthopedics: the society's news, events and public resources.`,
  associate: msg`For health professionals who work with orthopedic surgeons, such as physiotherapists, nurses and technicians.`,
  student: msg`For medical students.`,
  resident: msg`For residents in an orthopedic training programme.`,
  consultant: msg`For consultant orthopedic surgeons.`,
}

const SIGN_IN_REASONS: Record<SignInReason, MessageDescriptor> = {
  memberProfiles: msg`Sign in to see members' profiles`,
  teams: msg`Sign in to see the society's teams`,
}

/**
 * /login and /register are one page toggling between the two modes. `signInReason` tells a
 * visitor sent here from a members-only page why; after signing in they go back to it.
 */
export function AuthPage({
  mode,
  redirectTo,
  signInReason,
}: {
  mode: 'login' | 'register'
  redirectTo?: string
  signInReason?: SignInReason
}) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [tier, setTier] = useState<Tier>('public')
  const [fullNameAr, setFullNameAr] = useState('')
  const [fullNameEn, setFullNameEn] = useState('')
  const [gender, setGender] = useState<'' | Gender>('')
  const [specialty, setSpecialty] = useState('')
  const [phone, setPhone] = useState('')
  const [errors, setErrors] = useState<CredentialErrors & ApplicantErrors>({})
  // `deactivated` is told here with the society's address; the other refusals have a page of their own.
  const [failure, setFailure] = useState<MessageDescriptor | 'deactivated' | null>(null)
  const alertRef = useFocusOnFailure<HTMLDivElement>(failure)
  const [busy, setBusy] = useState(false)
  const isLogin = mode === 'login'

  useEffect(() => {
    setErrors({})
    setFailure(null)
  }, [mode])

  const emailError =
    errors.email === 'required'
      ? t`Email is required.`
      : errors.email === 'invalid'
        ? t`Enter a valid email address.`
        : undefined
  const passwordError =
    errors.password === 'required'
      ? t`Password is required.`
      : errors.password === 'tooShort'
        ? t`Password must be at least 8 characters.`
        : undefined
  const fullNameError =
    errors.fullName === 'required'
      ? t`Give your name in Arabic or in English.`
      : errors.fullName === 'tooLong'
        ? t`The name is too long.`
        : undefined
  const fullNameEnError = errors.fullNameEn === 'tooLong' ? t`The name is too long.` : undefined
  const phoneError = errors.phone ? validationMessage(VALIDATION_CODES.phone) : undefined
  const phoneExample = examplePhone()

  async function afterSignIn() {
    await router.navigate({
      href: mustCompleteProfile() ? '/complete-profile' : (redirectTo ?? '/dashboard'),
    })
  }

  /** An account that is not active (password or passkey alike): deactivated is told here, the others have a page of their own. */
  async function showRefusal(error: unknown): Promise<boolean> {
    const refusal = refusalOf(error)
    if (refusal === 'deactivated') setFailure('deactivated')
    else if (refusal) await router.navigate({ to: '/register/pending', search: { reason: refusal } })
    return refusal !== undefined
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    setFailure(null)
    const found = {
      ...validateCredentials({ email, password }),
      ...(isLogin ? {} : validateApplicant({ fullNameAr, fullNameEn, phone })),
    }
    setErrors(found)
    // The first field in form order that needs fixing takes the focus.
    const invalid = [
      found.fullName && 'full_name_ar',
      found.fullNameEn && 'full_name_en',
      found.email && 'email',
      found.password && 'password',
      found.phone && 'phone',
    ].find(Boolean)
    if (invalid) {
      formElement.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus()
      return
    }
    setBusy(true)
    rememberEmail(email)
    try {
      if (isLogin) {
        await login(email.trim(), password)
        await afterSignIn()
      } else {
        const answer = await register({
          email: email.trim(),
          password,
          tier,
          full_name_ar: fullNameAr.trim(),
          full_name_en: fullNameEn.trim(),
          gender: gender || null,
          specialty,
          phone,
        })
        if (answer.status === 'active' && answer.is_active) {
          await login(email.trim(), password)
          await afterSignIn()
        } else {
          await router.navigate({ to: '/register/pending', search: { reason: 'pending' } })
        }
      }
    } catch (error) {
      if (await showRefusal(error)) return
      // A field the server refused (the phone its parser does not know) is told at the field, what was typed kept.
      const refused = applicantRefusalOf(error)
      if (refused) {
        setErrors((current) => ({ ...current, ...refused }))
        formElement
          .querySelector<HTMLElement>(
            `[name="${refused.fullName ? 'full_name_ar' : refused.fullNameEn ? 'full_name_en' : 'phone'}"]`,
          )
          ?.focus()
        return
      }
      setFailure(FAILURE_MESSAGES[authFailureOf(error)])
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={css.page} aria-labelledby="auth-heading">
      <div className={css.card}>
        <nav className={css.toggle} aria-label={t`Login or register`}>
          <Link
            to="/login"
            search={redirectTo ? { redirect: redirectTo } : {}}
            className={css.toggleLink}
            aria-current={isLogin ? 'page' : undefined}
          >
            <Trans>Login</Trans>
          </Link>
          <Link to="/register" className={css.toggleLink} aria-current={isLogin ? undefined : 'page'}>
            <Trans>Register</Trans>
          </Link>
        </nav>
        <h1 id="auth-heading">
          {isLogin ? <Trans>Sign in to your account</Trans> : <Trans>Create your account</Trans>}
        </h1>
        <p className={css.intro}>
          {isLogin ? (
            <Trans>Members and staff of the society sign in here.</Trans>
          ) : (
            <Trans>
              Apply for membership. An administrator reviews every application before the account is
              activated.
            </Trans>
          )}
        </p>
        {isLogin && signInReason ? (
          <p role="status" className={css.info}>
            {i18n._(SIGN_IN_REASONS[signInReason])}
          </p>
        ) : null}
        {failure ? (
          <div ref={alertRef} tabIndex={-1} role="alert" className={css.alert}>
            {failure === 'deactivated' ? (
              <>
                <p>{i18n._(REFUSAL_MESSAGES.deactivated)}</p>
                <p>
                  <Trans>
                    Write to the society at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
                  </Trans>
                </p>
              </>
            ) : (
              i18n._(failure)
            )}
          </div>
        ) : null}
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          {isLogin ? null : (
            <>
              <TextField
                label={t`Full name in Arabic`}
                name="full_name_ar"
                autoComplete="name"
                lang="ar"
                dir="rtl"
                maxLength={PROFILE_LIMITS.name}
                value={fullNameAr}
                onChange={(event) => setFullNameAr(event.target.value)}
                hint={t`Your name in Arabic, in English, or both (one of them is required), as it should appear to the administrators and on your certificates.`}
                error={fullNameError}
              />
              <TextField
                label={t`Full name in English`}
                name="full_name_en"
                autoComplete="name"
                lang="en"
                dir="ltr"
                maxLength={PROFILE_LIMITS.name}
                value={fullNameEn}
                onChange={(event) => setFullNameEn(event.target.value)}
                error={fullNameEnError}
              />
              <SelectField
                label={t`Gender`}
                name="gender"
                value={gender}
                onChange={(event) =>
                  setGender(
                    event.target.value === 'female' || event.target.value === 'male'
                      ? event.target.value
                      : '',
                  )
                }
                hint={t`Optional. Used only so that Arabic text addresses you correctly.`}
              >
                <option value="">{t`Not specified`}</option>
                <option value="female">{t`Female`}</option>
                <option value="male">{t`Male`}</option>
              </SelectField>
            </>
          )}
          <EmailField
            passkeys={isLogin}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
          />
          <TextField
            label={t`Password`}
            type="password"
            name="password"
            autoComplete={isLogin ? 'current-password' : 'new-password'}
            required
            minLength={8}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={isLogin ? undefined : t`At least 8 characters.`}
            error={passwordError}
          />
          {isLogin ? null : (
            <>
              <ChoiceField
                label={t`Membership type`}
                name="tier"
                value={tier}
                choices={TIERS}
                labelOf={(value) => i18n._(TIER_LABELS[value])}
                onChange={setTier}
                hint={i18n._(TIER_DESCRIPTIONS[tier])}
              />
              <SelectField
                label={t`Specialty`}
                name="specialty"
                value={specialty}
                onChange={(event) => setSpecialty(event.target.value)}
                hint={t`Optional. You can add more specialties to your profile later.`}
              >
                <option value="">{t`Not chosen`}</option>
                {/* The codes of the reference list, named in the reader's language. */}
                {allReferenceOptions('specialty', currentLocale()).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t`Mobile phone`}
                type="tel"
                name="phone"
                autoComplete="tel"
                inputMode="tel"
                dir="ltr"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                hint={t`Optional. For example ${phoneExample}; a number outside Saudi Arabia starts with its country code. Only the society's administrators see it.`}
                error={phoneError}
              />
            </>
          )}
          {isLogin ? (
            <p className={css.forgot}>
              <Link to="/forgot-password">
                <Trans>Forgot password?</Trans>
              </Link>
            </p>
          ) : null}
          <button
            type="submit"
            className={`${button.primary} ${css.submit}`}
            disabled={busy}
            aria-busy={busy}
          >
            {isLogin ? (
              busy ? (
                <Trans>Signing in…</Trans>
              ) : (
                <Trans>Login</Trans>
              )
            ) : busy ? (
              <Trans>Registering…</Trans>
            ) : (
              <Trans>Register</Trans>
            )}
          </button>
        </form>
        {isLogin ? (
          <PasskeySignIn
            onStart={() => setFailure(null)}
            onSignedIn={afterSignIn}
            onRefused={async (error) => {
              await showRefusal(error)
            }}
          />
        ) : null}
      </div>
    </section>
  )
}

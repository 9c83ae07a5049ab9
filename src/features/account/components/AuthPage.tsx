import { TIERS, type Tier } from '@contract/constants'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { login, mustCompleteProfile, register } from '@/lib/session'
import type { SignInReason } from '@/lib/session-guards'
import { useDocumentTitle } from '@/lib/document-title'
import { button } from '@/ui/button.css'
import { ChoiceField, TextField } from '@/ui/Field'
import { authFailureOf, refusalOf, validateCredentials, type CredentialErrors } from '../model'
import * as css from './account.css'
import { FAILURE_MESSAGES, rememberEmail } from './messages'

const TIER_LABELS: Record<Tier, MessageDescriptor> = {
  public: msg`Public`,
  associate: msg`Associate`,
  student: msg`Student`,
  resident: msg`Resident`,
  consultant: msg`Consultant`,
}

const SIGN_IN_REASONS: Record<SignInReason, MessageDescriptor> = {
  memberProfiles: msg`Sign in to see members' profiles`,
  teams: msg`Sign in to see the society's teams`,
}

/**
 * /login and /register are one page toggling between the two modes. `signInReason` tells a
 * visitor sent here from a members-only page why; after signing in they go back to it.
 */
export function AuthPage({ mode, redirectTo, signInReason }: { mode: 'login' | 'register'; redirectTo?: string; signInReason?: SignInReason }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [tier, setTier] = useState<Tier>('public')
  const [errors, setErrors] = useState<CredentialErrors>({})
  const [failure, setFailure] = useState<MessageDescriptor | null>(null)
  const [busy, setBusy] = useState(false)
  const alertRef = useRef<HTMLDivElement>(null)
  const isLogin = mode === 'login'
  useDocumentTitle(isLogin ? t`Login` : t`Register`)

  useEffect(() => {
    setErrors({})
    setFailure(null)
  }, [mode])
  useEffect(() => {
    if (failure) alertRef.current?.focus()
  }, [failure])

  const emailError = errors.email === 'required' ? t`Email is required.` : errors.email === 'invalid' ? t`Enter a valid email address.` : undefined
  const passwordError =
    errors.password === 'required' ? t`Password is required.` : errors.password === 'tooShort' ? t`Password must be at least 8 characters.` : undefined

  async function afterSignIn() {
    await router.navigate({ href: mustCompleteProfile() ? '/complete-profile' : (redirectTo ?? '/dashboard') })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const found = validateCredentials({ email, password })
    setErrors(found)
    if (found.email || found.password) {
      const first = event.currentTarget.querySelector<HTMLElement>(found.email ? 'input[type=email]' : 'input[type=password]')
      first?.focus()
      return
    }
    setBusy(true)
    rememberEmail(email)
    try {
      if (isLogin) {
        await login(email.trim(), password)
        await afterSignIn()
      } else {
        const answer = await register(email.trim(), password, tier)
        if (answer.status === 'active' && answer.is_active) {
          await login(email.trim(), password)
          await afterSignIn()
        } else {
          await router.navigate({ to: '/register/pending', search: { reason: 'pending' } })
        }
      }
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) {
        await router.navigate({ to: '/register/pending', search: { reason: refusal } })
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
          <Link to="/login" search={redirectTo ? { redirect: redirectTo } : {}} className={css.toggleLink} aria-current={isLogin ? 'page' : undefined}>
            <Trans>Login</Trans>
          </Link>
          <Link to="/register" className={css.toggleLink} aria-current={isLogin ? undefined : 'page'}>
            <Trans>Register</Trans>
          </Link>
        </nav>
        <h1 id="auth-heading">{isLogin ? <Trans>Sign in to your account</Trans> : <Trans>Create your account</Trans>}</h1>
        <p className={css.intro}>
          {isLogin ? (
            <Trans>Members and staff of the society sign in here.</Trans>
          ) : (
            <Trans>Apply for membership. An administrator reviews every application before the account is activated.</Trans>
          )}
        </p>
        {isLogin && signInReason ? (
          <p role="status" className={css.info}>
            {i18n._(SIGN_IN_REASONS[signInReason])}
          </p>
        ) : null}
        {failure ? (
          <div ref={alertRef} tabIndex={-1} role="alert" className={css.alert}>
            {i18n._(failure)}
          </div>
        ) : null}
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label={t`Email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
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
            <ChoiceField label={t`Membership type`} name="tier" value={tier} choices={TIERS} labelOf={(value) => i18n._(TIER_LABELS[value])} onChange={setTier} />
          )}
          {isLogin ? (
            <p className={css.forgot}>
              <Link to="/forgot-password">
                <Trans>Forgot password?</Trans>
              </Link>
            </p>
          ) : null}
          <button type="submit" className={`${button.primary} ${css.submit}`} disabled={busy} aria-busy={busy}>
            {isLogin ? busy ? <Trans>Signing in…</Trans> : <Trans>Login</Trans> : busy ? <Trans>Registering…</Trans> : <Trans>Register</Trans>}
          </button>
        </form>
      </div>
    </section>
  )
}

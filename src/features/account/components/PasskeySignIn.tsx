import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import {
  autofillSupported,
  browserHasPasskeys,
  cancelPasskeyRequest,
  isPasskeyCancelled,
  isPasskeysUnavailable,
  passkeyFailureMessage,
  passkeySignInOptions,
  signInWithPasskey,
} from '@/lib/session/passkeys'
import { refusalOf } from '../model'
import { button } from '@/ui/primitives/button.css'
import * as css from './account.css'
import { FailureAlert } from './AccountCard'

type Offer = 'checking' | 'offered' | 'unavailable' | 'unsupported'

/**
 * "Sign in with a passkey" on /login: a discoverable credential, so no e-mail is needed; and,
 * where the browser supports it, this site's passkeys offered in the e-mail field's suggestions
 * (the request waits quietly until one is picked). A server reached by an IP address offers no
 * passkeys: the button gives way to one line saying why. An account that is not active is
 * handed to `onRefused` like a password sign-in's.
 */
export function PasskeySignIn({
  onSignedIn,
  onRefused,
  onStart,
}: {
  onSignedIn: () => Promise<void>
  onRefused: (error: unknown) => Promise<void>
  onStart: () => void
}) {
  const { t } = useLingui()
  const [offer, setOffer] = useState<Offer>(() => (browserHasPasskeys() ? 'checking' : 'unsupported'))
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const handlers = useRef({ onSignedIn, onRefused })
  handlers.current = { onSignedIn, onRefused }

  async function finish(attempt: Promise<unknown>) {
    try {
      await attempt
      await handlers.current.onSignedIn()
    } catch (error) {
      if (isPasskeyCancelled(error)) return
      if (refusalOf(error)) {
        await handlers.current.onRefused(error)
        return
      }
      setFailure(passkeyFailureMessage(error, t`Signing in with a passkey did not work. Please try again.`))
    }
  }

  // Asks the server whether it offers passkeys, then waits for a passkey picked from the e-mail field's suggestions.
  useEffect(() => {
    if (!browserHasPasskeys()) return
    const controller = new AbortController()
    let waiting = false
    void (async () => {
      try {
        const options = await passkeySignInOptions(controller.signal)
        if (controller.signal.aborted) return
        setOffer('offered')
        if (!(await autofillSupported()) || controller.signal.aborted) return
        waiting = true
        await finish(signInWithPasskey(options, { autofill: true, signal: controller.signal }))
      } catch (error) {
        if (controller.signal.aborted) return
        setOffer(isPasskeysUnavailable(error) ? 'unavailable' : 'offered')
      }
    })()
    return () => {
      controller.abort()
      if (waiting) void cancelPasskeyRequest()
    }
    // Once per visit of the page; the handlers are read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function onClick() {
    onStart()
    setFailure(null)
    setBusy(true)
    try {
      await finish(passkeySignInOptions().then((options) => signInWithPasskey(options)))
    } finally {
      setBusy(false)
    }
  }

  if (offer === 'unsupported') return null
  if (offer === 'unavailable') {
    return (
      <p className={css.muted} data-testid="passkeys-unavailable">
        <Trans>
          Passkeys are not available here: this site is reached by an IP address, which browsers do not allow
          for passkeys.
        </Trans>
      </p>
    )
  }
  return (
    <div className={css.passkeyBlock}>
      <FailureAlert message={failure} />
      <button
        type="button"
        className={`${button.secondary} ${css.submit}`}
        disabled={busy || offer === 'checking'}
        aria-busy={busy}
        onClick={() => void onClick()}
      >
        {busy ? <Trans>Waiting for your passkey…</Trans> : <Trans>Sign in with a passkey</Trans>}
      </button>
    </div>
  )
}

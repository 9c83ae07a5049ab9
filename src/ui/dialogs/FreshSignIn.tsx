import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { ApiError } from '@/lib/http/api-client'
import {
  browserHasPasskeys,
  isPasskeyCancelled,
  passkeyFailureMessage,
  reauthWithPassword,
  reauthWithPasskey,
} from '@/lib/session/passkeys'
import { AdminModal, ModalActions } from '../admin/AdminModal'
import { alert } from '../admin/admin-page.css'
import { button } from '../primitives/button.css'
import { TextField } from '../primitives/Field'

const needsFreshSignIn = (error: unknown) => error instanceof ApiError && error.code === 'reauthRequired'

interface Waiting {
  done: () => void
  cancel: () => void
}

/** Runs `action`; on `reauthRequired` asks for a fresh sign-in in place and runs it again. Render `dialog` once. */
export function useFreshSignIn(): { guard: <T>(action: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [waiting, setWaiting] = useState<Waiting | null>(null)
  const guard = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action()
    } catch (error) {
      if (!needsFreshSignIn(error)) throw error
      await new Promise<void>((resolve, reject) => setWaiting({ done: resolve, cancel: () => reject(error) }))
      return action()
    }
  }, [])
  const dialog = (
    <FreshSignInDialog
      open={waiting !== null}
      onDone={() => {
        waiting?.done()
        setWaiting(null)
      }}
      onCancel={() => {
        waiting?.cancel()
        setWaiting(null)
      }}
    />
  )
  return { guard, dialog }
}

function FreshSignInDialog({
  open,
  onDone,
  onCancel,
}: {
  open: boolean
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  const close = (then: () => void) => {
    setPassword('')
    setError(undefined)
    setFailure(null)
    then()
  }

  async function run(proof: () => Promise<unknown>, fallback: string) {
    setFailure(null)
    setBusy(true)
    try {
      await proof()
      close(onDone)
    } catch (caught) {
      if (!isPasskeyCancelled(caught)) setFailure(passkeyFailureMessage(caught, fallback))
    } finally {
      setBusy(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const missing = password ? undefined : t`Please enter your password.`
    setError(missing)
    if (missing) {
      form.current?.querySelector<HTMLElement>('input[name=reauth-password]')?.focus()
      return
    }
    void run(() => reauthWithPassword(password), t`Your password could not be checked. Please try again.`)
  }

  return (
    <AdminModal open={open} title={t`Confirm it is you`} onClose={() => close(onCancel)} size="narrow">
      <p>
        <Trans>
          For your security, this action needs a recent sign-in. Enter your password or use a passkey, and the
          action will continue.
        </Trans>
      </p>
      {failure ? (
        <p role="alert" className={alert}>
          {failure}
        </p>
      ) : null}
      <form ref={form} noValidate onSubmit={onSubmit}>
        <TextField
          label={t`Your password`}
          type="password"
          name="reauth-password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <ModalActions>
          <button type="button" className={button.ghost} onClick={() => close(onCancel)}>
            <Trans>Cancel</Trans>
          </button>
          {browserHasPasskeys() ? (
            <button
              type="button"
              className={button.secondary}
              disabled={busy}
              onClick={() =>
                void run(reauthWithPasskey, t`Your passkey could not be checked. Please try again.`)
              }
            >
              <Trans>Use a passkey</Trans>
            </button>
          ) : null}
          <button type="submit" className={button.primary} disabled={busy} aria-busy={busy}>
            <Trans>Confirm</Trans>
          </button>
        </ModalActions>
      </form>
    </AdminModal>
  )
}

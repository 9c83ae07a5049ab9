import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { errorMessage } from '@/lib/http/errors'
import { useOnlineStatus } from '@/lib/offline/online'
import { pushState, turnPushOff, turnPushOn, type PushState } from '@/lib/pwa/push'
import { button } from '@/ui/primitives/button.css'
import * as css from './notifications.css'

/**
 * Push on this device, from the notification centre: on or off for this browser only, or why
 * it cannot be (the browser has no push, the page is not on https, or notifications are
 * blocked in the browser's settings).
 */
export function PushControl() {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const [state, setState] = useState<PushState | 'checking'>('checking')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    pushState()
      .then((found) => live && setState(found))
      .catch(() => live && setState('unsupported'))
    return () => {
      live = false
    }
  }, [])

  async function act(action: () => Promise<PushState>) {
    setFailure(null)
    setBusy(true)
    try {
      setState(await action())
    } catch (error) {
      setFailure(
        errorMessage(error, t`Push notifications could not be changed on this device. Please try again.`),
      )
    } finally {
      setBusy(false)
    }
  }

  if (state === 'checking') return null
  return (
    <section className={css.push} aria-label={t`Push notifications on this device`}>
      <p className={css.pushText} role="status">
        {state === 'on' ? (
          <Trans>Push notifications are on for this device.</Trans>
        ) : state === 'off' ? (
          <Trans>Get your notifications on this device, even when the portal is closed.</Trans>
        ) : state === 'denied' ? (
          <Trans>
            Notifications are blocked for this site. Allow them in your browser's site settings, then reload.
          </Trans>
        ) : state === 'insecure' ? (
          <Trans>
            Push notifications need a secure connection (https). Open the portal at its https address.
          </Trans>
        ) : (
          <Trans>
            This browser cannot show push notifications. Install the portal or use a recent browser.
          </Trans>
        )}
      </p>
      {state === 'on' ? (
        <button
          type="button"
          className={button.secondary}
          disabled={busy || !online}
          onClick={() => void act(turnPushOff)}
        >
          <Trans>Turn off on this device</Trans>
        </button>
      ) : state === 'off' ? (
        <button
          type="button"
          className={button.primary}
          disabled={busy || !online}
          aria-busy={busy}
          onClick={() => void act(turnPushOn)}
        >
          <Trans>Turn on push notifications</Trans>
        </button>
      ) : null}
      {failure ? (
        <p className={css.error} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  )
}

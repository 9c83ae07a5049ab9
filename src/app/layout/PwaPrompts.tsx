import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import * as css from './layout.css'
import { applyUpdate, onPwaEvent } from '@/lib/pwa/pwa'
import { button } from '@/ui/primitives/button.css'

export function PwaPrompts() {
  const [updateAvailable, setUpdateAvailable] = useState(false)
  const [offlineReady, setOfflineReady] = useState(false)

  useEffect(
    () =>
      onPwaEvent((event) => {
        if (event.type === 'update-available') setUpdateAvailable(true)
        if (event.type === 'offline-ready') setOfflineReady(true)
      }),
    [],
  )

  useEffect(() => {
    if (!offlineReady) return
    const timer = window.setTimeout(() => setOfflineReady(false), 8000)
    return () => window.clearTimeout(timer)
  }, [offlineReady])

  if (updateAvailable) {
    return (
      <div className={css.notice} role="alert">
        <span>
          <Trans>A new version of the portal is available.</Trans>
        </span>
        <button type="button" className={button.onDark} onClick={applyUpdate}>
          <Trans>Reload</Trans>
        </button>
        <button
          type="button"
          className={button.ghost}
          style={{ color: 'inherit' }}
          onClick={() => setUpdateAvailable(false)}
        >
          <Trans>Later</Trans>
        </button>
      </div>
    )
  }
  if (offlineReady) {
    return (
      <div className={css.notice} role="status">
        <span>
          <Trans>The portal is now available offline.</Trans>
        </span>
        <button type="button" className={button.onDark} onClick={() => setOfflineReady(false)}>
          <Trans>OK</Trans>
        </button>
      </div>
    )
  }
  return null
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import * as css from './layout.css'
import { useOnlineStatus } from '@/lib/offline/online'

/** In the page's flow under the header, never over a dialog's buttons; dismissable. */
export function OfflineBanner() {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (online) setDismissed(false)
  }, [online])
  if (online || dismissed) return null
  return (
    <div className={css.offlineBanner} role="status">
      <p className={css.offlineText}>
        <Trans>
          You are offline. Showing what was saved on this device; actions that need the network will wait.
        </Trans>
      </p>
      <button
        type="button"
        className={css.offlineDismiss}
        aria-label={t`Dismiss notification`}
        onClick={() => setDismissed(true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

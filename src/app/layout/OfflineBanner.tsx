import { Trans } from '@lingui/react/macro'
import * as css from './layout.css'
import { useOnlineStatus } from '@/lib/online'

/** Tells the visitor the portal is showing what it saved, and that changes wait for a connection. */
export function OfflineBanner() {
  const online = useOnlineStatus()
  if (online) return null
  return (
    <div className={css.offlineBanner} role="status">
      <Trans>You are offline. Showing what was saved on this device; actions that need the network will wait.</Trans>
    </div>
  )
}

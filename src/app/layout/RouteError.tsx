import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import * as css from './layout.css'
import { useDocumentTitle } from '@/lib/document-title'
import { useOnlineStatus } from '@/lib/online'
import { button } from '@/ui/button.css'

/**
 * What a route shows when its loader or its code fails: a translated message and a way to
 * try again. Offline, the usual cause is a page whose code was not saved yet.
 */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  const online = useOnlineStatus()
  useDocumentTitle(t`Something went wrong`)
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <section className={css.page} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{online ? <Trans>Something went wrong</Trans> : <Trans>This page is not available offline yet</Trans>}</h1>
      <p>
        {online ? (
          <Trans>The page could not be shown. Please try again.</Trans>
        ) : (
          <Trans>It has not been opened on this device while connected. Connect to the internet and try again.</Trans>
        )}
      </p>
      <button type="button" className={button.primary} onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}

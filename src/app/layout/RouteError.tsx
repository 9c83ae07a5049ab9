import { Trans } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import * as css from './layout.css'
import { loadAreaMessages } from '@/lib/i18n/i18n'
import { useOnlineStatus } from '@/lib/offline/online'
import { AccessDeniedError } from '@/lib/session/session-guards'
import { button } from '@/ui/primitives/button.css'

/** A guard refusing a role shows Access Denied in the route's place, inside its layout. */
export function RouteError(props: ErrorComponentProps) {
  return props.error instanceof AccessDeniedError ? (
    <Suspense fallback={null}>
      <AccessDenied />
    </Suspense>
  ) : (
    <FailedRoute {...props} />
  )
}

// Start-up carries this error component, not Access Denied.
const AccessDenied = lazy(() =>
  Promise.all([import('@/features/account/components/AccessDenied'), loadAreaMessages('member')]).then(
    ([m]) => ({ default: m.AccessDenied }),
  ),
)

function FailedRoute({ reset }: ErrorComponentProps) {
  const router = useRouter()
  const online = useOnlineStatus()
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <section className={css.page} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        {online ? <Trans>Something went wrong</Trans> : <Trans>This page is not available offline yet</Trans>}
      </h1>
      <p>
        {online ? (
          <Trans>The page could not be shown. Please try again.</Trans>
        ) : (
          <Trans>
            It has not been opened on this device while connected. Connect to the internet and try again.
          </Trans>
        )}
      </p>
      <button type="button" className={button.primary} onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}

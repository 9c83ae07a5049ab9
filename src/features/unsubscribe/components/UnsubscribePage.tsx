import { UnsubscribeSchema, type Unsubscribe } from '@contract/announcements'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { apiRequest } from '@/lib/http/api-client'
import { errorMessage } from '@/lib/http/errors'
import { button } from '@/ui/primitives/button.css'
import * as css from './unsubscribe.css'

/**
 * /unsubscribe?token=…: the visible link of an announcement e-mail. Opening it changes nothing
 * (mail scanners open links too); the confirm button turns the announcement e-mails off. No
 * sign-in: the signed token is the request.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useLingui()
  const path = `/unsubscribe?token=${encodeURIComponent(token)}`
  const status = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => apiRequest(path, { schema: UnsubscribeSchema, signal }),
    enabled: token !== '',
    retry: false,
  })
  const [done, setDone] = useState<Unsubscribe | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirm = () => {
    setBusy(true)
    setError(null)
    apiRequest(path, { method: 'POST', schema: UnsubscribeSchema })
      .then(setDone)
      .catch((failure: unknown) =>
        setError(errorMessage(failure, t`This could not be saved. Check your connection and try again.`)),
      )
      .finally(() => setBusy(false))
  }
  const off = done?.unsubscribed ?? status.data?.unsubscribed ?? false
  const promotions = (done ?? status.data)?.category === 'promotions'
  return (
    <section className={css.page} aria-labelledby="unsubscribe-heading">
      <h1 id="unsubscribe-heading" className={css.title}>
        {promotions ? <Trans>Promotional e-mails</Trans> : <Trans>Announcement e-mails</Trans>}
      </h1>
      {token === '' || status.isError ? (
        <p className={css.error} role="alert">
          {status.isError
            ? errorMessage(status.error, t`This unsubscribe link is not valid.`)
            : t`This unsubscribe link is not valid.`}
        </p>
      ) : !status.data ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : off && promotions ? (
        <p role="status" className={css.lead}>
          <Trans>
            You will no longer receive promotional e-mails. Announcements, account and security e-mails
            continue.
          </Trans>
        </p>
      ) : off ? (
        <p role="status" className={css.lead}>
          <Trans>
            You will no longer receive announcement e-mails. Announcements still appear in your notifications
            in the portal, and account and security e-mails continue.
          </Trans>
        </p>
      ) : (
        <>
          <p className={css.lead}>
            {promotions ? (
              <Trans>
                Stop receiving the society's promotional offers by e-mail? Announcements, account and security
                e-mails continue.
              </Trans>
            ) : (
              <Trans>
                Stop receiving the society's announcements by e-mail? Account and security e-mails continue.
              </Trans>
            )}
          </p>
          {error ? (
            <p className={css.error} role="alert">
              {error}
            </p>
          ) : null}
          <div>
            <button
              type="button"
              className={button.primary}
              disabled={busy}
              aria-busy={busy}
              onClick={confirm}
            >
              <Trans>Unsubscribe</Trans>
            </button>
          </div>
        </>
      )}
      <Link to="/">
        <Trans>Go to the home page</Trans>
      </Link>
    </section>
  )
}

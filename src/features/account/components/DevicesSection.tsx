import type { DeviceSession } from '@contract/devices'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { endDeviceSession, endOtherDeviceSessions, fetchDeviceSessions } from '@/lib/session/devices'
import { errorMessage } from '@/lib/http/errors'
import { formatDate } from '@/lib/format/format'
import { currentLocale } from '@/lib/i18n/i18n'
import { button } from '@/ui/primitives/button.css'
import { ConfirmDialog } from '@/ui/dialogs/ConfirmDialog'
import * as css from './account.css'
import { AccountSection } from './AccountCard'

const DEVICES_KEY = ['account', 'sessions'] as const

/** "Chrome on Android", translated around the browser's and the system's own names. */
function useDeviceLabel(): (session: Pick<DeviceSession, 'browser' | 'os'>) => string {
  const { t } = useLingui()
  return ({ browser, os }) => {
    if (browser && os) return t`${browser} on ${os}`
    if (browser) return browser
    return os ? t`Unknown browser on ${os}` : t`Unknown browser`
  }
}

type Pending = { kind: 'one'; session: DeviceSession } | { kind: 'others' }

/**
 * The member's signed-in sessions on /account: each device with how it was signed in and its
 * first and last use, this one marked; any other one can be ended, or all of them at once
 * ("sign out everywhere else"), each after a confirmation. An ended session stops at once.
 */
export function DevicesSection() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: DEVICES_KEY, queryFn: ({ signal }) => fetchDeviceSessions(signal) })
  const label = useDeviceLabel()
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  async function act(action: () => Promise<unknown>, success: string, fallback: string) {
    setFailure(null)
    setDone(null)
    setBusy(true)
    try {
      await action()
      setDone(success)
    } catch (error) {
      setFailure(errorMessage(error, fallback))
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY })
    }
  }

  const onConfirm = () => {
    const target = pending
    setPending(null)
    if (target?.kind === 'one') {
      const name = label(target.session)
      void act(
        () => endDeviceSession(target.session.id),
        t`The session on ${name} was ended.`,
        t`The session could not be ended. Please try again.`,
      )
    } else if (target) {
      void act(
        endOtherDeviceSessions,
        t`Your other devices have been signed out.`,
        t`Your other devices could not be signed out. Please try again.`,
      )
    }
  }

  const others = list.data?.items.filter((session) => !session.current).length ?? 0
  const pendingName = pending?.kind === 'one' ? label(pending.session) : ''
  return (
    <AccountSection
      headingId="devices-heading"
      heading={<Trans>Devices</Trans>}
      intro={
        <Trans>
          Where your account is signed in. End any session you do not recognise, or one left open on a shared
          computer.
        </Trans>
      }
      done={done}
      failure={failure}
      className={css.section}
    >
      {list.isPending ? (
        <p className={css.muted} role="status">
          <Trans>Loading your devices…</Trans>
        </p>
      ) : list.isError ? (
        <div role="alert">
          <p>
            <Trans>Your devices could not be loaded.</Trans>
          </p>
          <button type="button" className={button.secondary} onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : list.data.items.length === 0 ? (
        <p className={css.muted}>
          <Trans>No device is signed in.</Trans>
        </p>
      ) : (
        <>
          <ul className={css.passkeyList} aria-label={t`Your devices`}>
            {list.data.items.map((session) => (
              <DeviceRow
                key={session.id}
                session={session}
                name={label(session)}
                busy={busy}
                onEnd={() => setPending({ kind: 'one', session })}
              />
            ))}
          </ul>
          {others > 0 ? (
            <button
              type="button"
              className={button.danger}
              disabled={busy}
              aria-busy={busy}
              onClick={() => setPending({ kind: 'others' })}
            >
              <Trans>Sign out everywhere else</Trans>
            </button>
          ) : (
            <p className={css.muted}>
              <Trans>You are not signed in on any other device.</Trans>
            </p>
          )}
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        danger
        busy={busy}
        title={pending?.kind === 'one' ? t`End this session?` : t`Sign out everywhere else?`}
        message={
          pending?.kind === 'one'
            ? t`${pendingName} will be signed out at once.`
            : t`Every other device where you are signed in will be signed out at once. This device stays signed in.`
        }
        confirmLabel={pending?.kind === 'one' ? t`End session` : t`Sign out everywhere else`}
        cancelLabel={t`Cancel`}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      />
    </AccountSection>
  )
}

function DeviceRow({
  session,
  name,
  busy,
  onEnd,
}: {
  session: DeviceSession
  name: string
  busy: boolean
  onEnd: () => void
}) {
  const { t } = useLingui()
  const locale = currentLocale()
  const firstUse = formatDate(session.created_at, locale)
  const lastUsed = formatDate(session.last_used_at, locale)
  return (
    <li className={css.passkeyItem}>
      <div>
        <strong>
          <bdi>{name}</bdi>
        </strong>
        {session.current ? (
          <>
            {' · '}
            <Trans>This device</Trans>
          </>
        ) : null}
        <p className={css.muted}>
          {session.method === 'passkey' ? (
            <>
              <Trans>Signed in with a passkey</Trans> ·{' '}
            </>
          ) : session.method === 'password' ? (
            <>
              <Trans>Signed in with a password</Trans> ·{' '}
            </>
          ) : null}
          <Trans>First used {firstUse}</Trans> · <Trans>Last used {lastUsed}</Trans>
        </p>
      </div>
      {session.current ? null : (
        <div className={css.actions}>
          <button
            type="button"
            className={button.secondary}
            disabled={busy}
            onClick={onEnd}
            aria-label={t`End session on ${name}`}
          >
            <Trans>End session</Trans>
          </button>
        </div>
      )}
    </li>
  )
}

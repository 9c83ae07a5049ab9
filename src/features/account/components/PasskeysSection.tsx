import { PASSKEY_NAME_MAX, type Passkey } from '@contract/passkeys'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { formatDate } from '@/lib/format/format'
import { currentLocale } from '@/lib/i18n/i18n'
import {
  addPasskey,
  browserHasPasskeys,
  fetchPasskeys,
  isPasskeyCancelled,
  passkeyFailureMessage,
  removePasskey,
  renamePasskey,
} from '@/lib/session/passkeys'
import { button } from '@/ui/primitives/button.css'
import { ConfirmDialog } from '@/ui/dialogs/ConfirmDialog'
import { TextField } from '@/ui/primitives/Field'
import { useFreshSignIn } from '@/ui/dialogs/FreshSignIn'
import * as css from './account.css'
import { AccountSection } from './AccountCard'

const PASSKEYS_KEY = ['account', 'passkeys'] as const

/**
 * The member's passkeys on /account: add one (named, several per account), see each one's
 * name, creation and last use, rename or remove it. Adding and removing need a recent sign-in,
 * asked in place. A server reached by an IP address offers none: one line says why.
 */
export function PasskeysSection() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: PASSKEYS_KEY, queryFn: ({ signal }) => fetchPasskeys(signal) })
  const { guard, dialog } = useFreshSignIn()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Passkey | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY })

  async function act(action: () => Promise<unknown>, success: string, fallback: string) {
    setFailure(null)
    setDone(null)
    setBusy(true)
    try {
      await guard(action)
      setDone(success)
    } catch (error) {
      if (!isPasskeyCancelled(error)) setFailure(passkeyFailureMessage(error, fallback))
    } finally {
      setBusy(false)
      await refresh()
    }
  }

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = name.trim()
    const missing = trimmed ? undefined : t`Please give the passkey a name.`
    setNameError(missing)
    if (missing) {
      event.currentTarget.querySelector<HTMLElement>('input[name=passkey-name]')?.focus()
      return
    }
    void act(
      async () => {
        await addPasskey(trimmed)
        setName('')
      },
      t`The passkey “${trimmed}” was added.`,
      t`The passkey could not be added. Please try again.`,
    )
  }

  const available = list.data?.available ?? true
  const supported = browserHasPasskeys()
  return (
    <AccountSection
      headingId="passkeys-heading"
      heading={<Trans>Passkeys</Trans>}
      intro={
        <Trans>
          Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on your
          device and cannot be guessed or phished.
        </Trans>
      }
      done={done}
      failure={failure}
      className={css.section}
    >
      {!available ? (
        <p className={css.muted} data-testid="passkeys-unavailable">
          <Trans>
            Passkeys are not available here: this site is reached by an IP address, which browsers do not
            allow for passkeys.
          </Trans>
        </p>
      ) : !supported ? (
        <p className={css.muted}>
          <Trans>This browser cannot use passkeys.</Trans>
        </p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className={css.passkeyList} aria-label={t`Your passkeys`}>
          {list.data.items.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              busy={busy}
              onRename={(newName) =>
                act(
                  () => renamePasskey(passkey.id, newName),
                  t`The passkey was renamed.`,
                  t`The passkey could not be renamed. Please try again.`,
                )
              }
              onRemove={() => setRemoving(passkey)}
            />
          ))}
        </ul>
      ) : list.data ? (
        <p className={css.muted}>
          <Trans>You have no passkeys yet.</Trans>
        </p>
      ) : null}
      {available && supported ? (
        <form noValidate onSubmit={onAdd}>
          <TextField
            label={t`Passkey name`}
            name="passkey-name"
            dir="auto"
            maxLength={PASSKEY_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
            hint={t`So you can tell your passkeys apart, for example “My phone”.`}
            error={nameError}
          />
          <button
            type="submit"
            className={`${button.primary} ${css.submit}`}
            disabled={busy}
            aria-busy={busy}
          >
            <Trans>Add a passkey</Trans>
          </button>
        </form>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        danger
        busy={busy}
        title={t`Remove this passkey?`}
        message={
          removing
            ? t`You will no longer be able to sign in with “${removing.name}”. Remove it from the device too, in its settings.`
            : ''
        }
        confirmLabel={t`Remove`}
        cancelLabel={t`Cancel`}
        onConfirm={() => {
          const target = removing
          setRemoving(null)
          if (target)
            void act(
              () => removePasskey(target.id),
              t`The passkey “${target.name}” was removed.`,
              t`The passkey could not be removed. Please try again.`,
            )
        }}
        onClose={() => setRemoving(null)}
      />
      {dialog}
    </AccountSection>
  )
}

function PasskeyRow({
  passkey,
  busy,
  onRename,
  onRemove,
}: {
  passkey: Passkey
  busy: boolean
  onRename: (name: string) => Promise<void>
  onRemove: () => void
}) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(passkey.name)
  const [error, setError] = useState<string | undefined>()
  const locale = currentLocale()
  const created = formatDate(passkey.created_at, locale)
  const lastUsed = passkey.last_used_at ? formatDate(passkey.last_used_at, locale) : null

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) {
      setError(t`Please give the passkey a name.`)
      return
    }
    await onRename(trimmed)
    setEditing(false)
  }

  return (
    <li className={css.passkeyItem}>
      {editing ? (
        <form noValidate onSubmit={(event) => void onSave(event)}>
          <TextField
            label={t`New name`}
            name="passkey-new-name"
            dir="auto"
            maxLength={PASSKEY_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error}
          />
          <div className={css.actions}>
            <button type="submit" className={button.primary} disabled={busy}>
              <Trans>Save</Trans>
            </button>
            <button type="button" className={button.ghost} onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      ) : (
        <>
          <div>
            <strong>
              <bdi>{passkey.name}</bdi>
            </strong>
            <p className={css.muted}>
              <Trans>Added {created}</Trans> ·{' '}
              {lastUsed ? <Trans>Last used {lastUsed}</Trans> : <Trans>Never used</Trans>}
            </p>
          </div>
          <div className={css.actions}>
            <button
              type="button"
              className={button.secondary}
              disabled={busy}
              onClick={() => setEditing(true)}
              aria-label={t`Rename ${passkey.name}`}
            >
              <Trans>Rename</Trans>
            </button>
            <button
              type="button"
              className={button.danger}
              disabled={busy}
              onClick={onRemove}
              aria-label={t`Remove ${passkey.name}`}
            >
              <Trans>Remove</Trans>
            </button>
          </div>
        </>
      )}
    </li>
  )
}

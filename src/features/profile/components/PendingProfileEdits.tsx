import { Trans, useLingui } from '@lingui/react/macro'
import { AVATAR_SIZES_PX } from '@contract/constants'
import type { ProfileField } from '@contract/members'
import { AVATAR_ATTACHMENT, hasLocalAvatar, parseConflict, keepMine, keepTheirs } from '../offline-edits'
import * as css from './profile.css'
import { formatList } from '@/lib/format/format'
import { currentLocale } from '@/lib/i18n/i18n'
import { discard, resolveWith, useAttachmentUrl, useOutbox } from '@/lib/offline/outbox'
import { PROFILE_FIELD_LABELS } from '@/lib/i18n/profile-field-labels'
import { LOCAL_AVATAR, parseEdit, PROFILE_EDIT } from '@/lib/offline/profile-outbox'
import { button } from '@/ui/primitives/button.css'

/**
 * Labels of the profile's top-level fields, for the pending and conflict lists: the field
 * table's labels, with the two settings groups named for what a pending edit changes.
 */
function useFieldLabels(): (field: string) => string {
  const { t, i18n } = useLingui()
  const groups: Record<string, string> = {
    display_preferences: t`Directory contact settings`,
    visibility: t`Who can see what`,
  }
  // The cast is safe: `field in PROFILE_FIELD_LABELS` has just checked it is a table field.
  return (field) =>
    groups[field] ??
    (field in PROFILE_FIELD_LABELS ? i18n._(PROFILE_FIELD_LABELS[field as ProfileField]) : field)
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? ''))

/** The photo of a queued edit, shown from this device before it reaches the server. */
function QueuedPhoto({ entryId }: { entryId: string }) {
  const { t } = useLingui()
  const url = useAttachmentUrl(entryId, AVATAR_ATTACHMENT)
  if (!url) return null
  return (
    <img
      className={css.avatar}
      src={url}
      width={AVATAR_SIZES_PX.preview}
      height={AVATAR_SIZES_PX.preview}
      alt={t`Photo waiting to be sent`}
    />
  )
}

/**
 * "Waiting to send": edits saved on this device wait here until they reach the
 * server; a conflict with a change made elsewhere is shown for the member to decide.
 */
export function PendingProfileEdits({ onResolved }: { onResolved?: () => void }) {
  const entries = useOutbox(PROFILE_EDIT)
  const label = useFieldLabels()
  const { t } = useLingui()
  const shownValue = (value: unknown) =>
    value === LOCAL_AVATAR ? t`the photo chosen on this device` : shown(value)
  if (entries.length === 0) return null
  const pending = entries.filter((e) => e.state === 'pending')
  const conflicts = entries.filter((e) => e.state === 'conflict')
  return (
    <div className={css.pendingBox}>
      {pending.length > 0 ? (
        <p role="status">
          <strong>
            <Trans>Waiting to send</Trans>
          </strong>{' '}
          {formatList(
            [...new Set(pending.flatMap((e) => Object.keys(parseEdit(e).changes)))].map(label),
            currentLocale(),
          )}
          {'. '}
          <Trans>Your changes are sent as soon as you are back online.</Trans>
        </p>
      ) : null}
      {pending
        .filter((e) => hasLocalAvatar(parseEdit(e)))
        .map((e) => (
          <QueuedPhoto key={e.id} entryId={e.id} />
        ))}
      {conflicts.map((entry) => {
        const edit = parseEdit(entry)
        // `conflicts` holds only entries in the conflict state with an error, which parseConflict always reads.
        const parsed = parseConflict(entry)!
        const conflict =
          parsed.reason === 'photoMissing'
            ? { ...parsed, message: t`The photo saved on this device is no longer there.` }
            : parsed
        const settle = async (next: ReturnType<typeof keepMine> | null) => {
          if (next && Object.keys(next.changes).length > 0) await resolveWith(entry.id, next)
          else await discard(entry.id)
          onResolved?.()
        }
        return (
          <div key={entry.id} role="alert" className={css.error}>
            {conflict.message ? (
              <p>
                <Trans>A change saved offline could not be applied:</Trans> {conflict.message}
              </p>
            ) : (
              <>
                <p>
                  <Trans>
                    While you were offline, these fields were also changed elsewhere. Choose which version to
                    keep.
                  </Trans>
                </p>
                <ul>
                  {conflict.fields.map((field) => (
                    <li key={field}>
                      <strong>{label(field)}</strong>: <Trans>yours</Trans> “{shownValue(edit.changes[field])}
                      ” — <Trans>the other</Trans> “{shown(conflict.server[field])}”
                    </li>
                  ))}
                </ul>
              </>
            )}
            <div className={css.actions}>
              {conflict.message ? null : (
                <button
                  type="button"
                  className={button.primary}
                  onClick={() => void settle(keepMine(edit, conflict))}
                >
                  <Trans>Keep mine</Trans>
                </button>
              )}
              <button
                type="button"
                className={button.secondary}
                onClick={() => void settle(conflict.message ? null : keepTheirs(edit, conflict))}
              >
                {conflict.message ? (
                  <Trans>Discard this change</Trans>
                ) : (
                  <Trans>Keep the other version</Trans>
                )}
              </button>
            </div>
          </div>
        )
      })}
    </div>
  )
}

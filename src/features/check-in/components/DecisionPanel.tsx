import { useLingui } from '@lingui/react/macro'
import type { Decision } from '../model'
import { AttendeeLabel } from './AttendeeLabel'
import * as css from './check-in.css'
import { formatDate, formatTime } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'

/**
 * The big answer at the door. A polite live region (role=status), so a screen reader says it;
 * colour is never the only signal: a sign and the words say the same.
 */
export function DecisionPanel({ decision }: { decision: Decision | undefined }) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const tone = !decision
    ? 'idle'
    : decision.kind === 'admitted'
      ? 'admitted'
      : decision.kind === 'already'
        ? 'repeat'
        : 'refused'
  const name =
    decision && 'name' in decision ? (
      <AttendeeLabel name={decision.name} registrationId={decision.registrationId} />
    ) : null
  const title = (() => {
    if (!decision) return t`Ready to scan`
    switch (decision.kind) {
      case 'admitted':
        return `✓ ${t`Admitted`}`
      case 'already':
        return `! ${t`Already checked in at ${formatTime(decision.at, locale)}`}`
      case 'revoked':
        return `✕ ${t`Ticket cancelled`}`
      case 'other-event':
        return `✕ ${t`Not for this event`}`
      case 'outside-window':
        return `✕ ${t`Not valid today`}`
      case 'invalid':
        return `✕ ${t`Invalid ticket`}`
    }
  })()
  const note = (() => {
    if (!decision) return t`Scan a ticket, type its code or search by name.`
    switch (decision.kind) {
      case 'revoked':
        return t`This registration was cancelled.`
      case 'outside-window':
        return t`Valid from ${formatDate(decision.validFrom, locale)} to ${formatDate(decision.validUntil, locale)}.`
      case 'invalid':
        return t`The code is not a ticket of the society, or it was altered.`
      case 'other-event':
        return t`The ticket is genuine, but for another event.`
      default:
        return null
    }
  })()
  return (
    <div
      className={css.result[tone]}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={t`Scan result`}
      data-decision={decision?.kind ?? 'idle'}
    >
      <p className={css.resultTitle}>{title}</p>
      {name ? <p className={css.resultName}>{name}</p> : null}
      {note ? <p className={css.resultNote}>{note}</p> : null}
    </div>
  )
}

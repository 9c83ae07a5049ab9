import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { formatDate } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import { FormActions, FormError } from '@/ui/admin/AdminForm'
import { AdminModal } from '@/ui/admin/AdminModal'
import { SelectField, TextField } from '@/ui/primitives/Field'
import { type AdminSession, clockMinutes, clockText, saudiDay, saudiInstant, saudiMinutes } from '../model'

/** A day's label in the reader's language ("Thu, 1 Oct"), read on the Saudi clock. */
export function useDayLabel(): (day: string) => string {
  const { i18n } = useLingui()
  const locale = localeOf(i18n)
  return (day) =>
    formatDate(saudiInstant(day, 12 * 60), locale, { weekday: 'short', day: 'numeric', month: 'short' })
}

/**
 * The keyboard's way to move a session (the grid's drag needs a pointer): choose the day,
 * the start time (Saudi) and the room; the session keeps its length.
 */
export function MoveDialog({
  session,
  title,
  days,
  rooms,
  onClose,
  onMove,
}: {
  session: AdminSession
  title: string
  days: readonly string[]
  rooms: readonly string[]
  onClose: () => void
  onMove: (to: { day: string; start: number; room: string }) => Promise<unknown>
}) {
  const { t } = useLingui()
  const dayLabel = useDayLabel()
  const [day, setDay] = useState(saudiDay(session.starts_at))
  const [time, setTime] = useState(clockText(saudiMinutes(session.starts_at)))
  const [room, setRoom] = useState(session.room)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const choices = days.includes(day) ? days : [...days, day].sort()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const start = clockMinutes(time)
    if (start === null) {
      setError(t`Enter a start time.`)
      return
    }
    setBusy(true)
    setError(null)
    onMove({ day, start, room: room.trim() })
      .catch((failure: unknown) =>
        setError(failure instanceof Error && failure.message ? failure.message : t`Failed to save session`),
      )
      .finally(() => setBusy(false))
  }
  return (
    <AdminModal title={t`Move “${title}”`} onClose={onClose} size="narrow">
      <form onSubmit={submit}>
        <FormError error={error} />
        <SelectField label={t`Day`} value={day} onChange={(e) => setDay(e.target.value)}>
          {choices.map((value) => (
            <option key={value} value={value}>
              {dayLabel(value)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Start time (Saudi time)`}
          type="time"
          step={300}
          required
          value={time}
          onChange={(e) => setTime(e.target.value)}
        />
        <TextField label={t`Room`} list="move-rooms" value={room} onChange={(e) => setRoom(e.target.value)} />
        <datalist id="move-rooms">
          {rooms.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
        <FormActions cancelLabel={t`Cancel`} saveLabel={t`Move`} busy={busy} onCancel={onClose} />
      </form>
    </AdminModal>
  )
}

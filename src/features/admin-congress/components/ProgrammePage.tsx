import type { AdminSessionResponse, ProgrammeWarning } from '@contract/programme'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { compareText } from '@/lib/format/collate'
import { errorMessage } from '@/lib/http/errors'
import { formatNumber, formatTime, pickLang } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import { AdminEditFlow } from '@/ui/admin/AdminEditFlow'
import * as page from '@/ui/admin/admin-page.css'
import { button } from '@/ui/primitives/button.css'
import { DataTable } from '@/ui/admin/DataTable'
import { SelectField } from '@/ui/primitives/Field'
import { LoadState } from '@/ui/admin/LoadState'
import { useToast } from '@/ui/primitives/Toast'
import { useAdminEditing } from '@/ui/admin/useAdminEditing'
import { congressQueries, deleteSession, saveSession } from '../api/congress-queries'
import {
  type AdminSession,
  distinctValues,
  eventDays,
  filterSessions,
  gridLayout,
  movedSession,
  saudiDay,
  sessionDays,
  sortByStart,
  warningsBySession,
} from '../model'
import { CongressFrame, useAdminEvent, useBackOffice } from './CongressFrame'
import * as css from './congress.css'
import { useSessionTypeLabel, useWarningText } from './labels'
import { MoveDialog, useDayLabel } from './MoveDialog'
import { ProgrammeGrid } from './ProgrammeGrid'
import { SessionForm } from './SessionForm'
import { textLangProps } from '@/lib/format/bilingual'

type View = 'table' | 'grid'

/**
 * An event's programme in the back office: a table (sorted by start, filtered by day, track
 * and room) or a day × room grid; sessions are added, edited, moved (drag on the grid, or the
 * "Move to…" dialog) and deleted. The clashes each write leaves are listed after it, and every
 * session in a clash carries its badge.
 */
export function ProgrammePage({ eventId }: { eventId: number }) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const toast = useToast()
  const queryClient = useQueryClient()
  const { setsCredits } = useBackOffice()
  const event = useAdminEvent(eventId)
  const programme = useQuery(congressQueries.programme(eventId))
  const typeLabel = useSessionTypeLabel()
  const warningText = useWarningText()
  const dayLabel = useDayLabel()
  const [view, setView] = useState<View>('table')
  const [filter, setFilter] = useState({ day: '', track: '', room: '' })
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc')
  const [creating, setCreating] = useState(false)
  const [moving, setMoving] = useState<AdminSession | null>(null)
  const [written, setWritten] = useState<{ warnings: ProgrammeWarning[]; session: AdminSession } | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: congressQueries.all(eventId) })
  const { editing, deleting, ...crud } = useAdminEditing<AdminSession>({
    onCreatingChange: setCreating,
    refresh,
  })

  const sessions = programme.data?.sessions ?? []
  const compare = compareText(locale)
  const rooms = distinctValues(sessions, 'room', compare)
  const tracks = distinctValues(sessions, 'track', compare)
  const days = sessionDays(sessions)
  const moveDays = eventDays(event, sessions)
  const clashes = warningsBySession(programme.data?.warnings ?? [])
  const title = (s: Pick<AdminSession, 'title_ar' | 'title_en'>) => pickLang(locale, s.title_ar, s.title_en)
  const titleOf = (id: number) => {
    const found =
      sessions.find((s) => s.id === id) ?? (written?.session.id === id ? written.session : undefined)
    return found ? title(found) : '—'
  }
  const rows = sortByStart(filterSessions(sessions, filter), direction)
  const gridDay = filter.day || days[0] || ''
  const layout = gridLayout(
    filterSessions(sessions, { ...filter, day: gridDay }),
    filter.room ? [filter.room] : rooms,
  )

  const afterWrite = (answer: AdminSessionResponse) => {
    setWritten({ warnings: answer.warnings, session: answer.session })
    void refresh()
  }
  const move = (session: AdminSession, to: { day: string; start: number; room: string }) =>
    saveSession(eventId, session.id, movedSession(session, to)).then((answer) => {
      toast.show(t`Session moved`, 'success')
      afterWrite(answer)
      setMoving(null)
    })
  const drop = (session: AdminSession, to: { day: string; start: number; room: string }) => {
    move(session, to).catch((error: unknown) =>
      toast.show(errorMessage(error, t`Failed to save session`), 'error'),
    )
  }

  const when = (s: AdminSession) =>
    `${dayLabel(saudiDay(s.starts_at))} · ${formatTime(s.starts_at, locale)} – ${formatTime(s.ends_at, locale)}`
  const badges = (s: AdminSession) => {
    const texts = [...new Set((clashes.get(s.id) ?? []).map((w) => warningText.badge(w)))]
    return texts.length ? (
      <span className={css.badges}>
        {texts.map((text) => (
          <span key={text} className={page.badge.warning}>
            {text}
          </span>
        ))}
      </span>
    ) : null
  }
  const actions = (s: AdminSession) => (
    <div className={page.actions}>
      <button
        type="button"
        className={page.smallButton.secondary}
        aria-label={t`Edit ${title(s)}`}
        onClick={() => crud.edit(s)}
      >
        {t`Edit`}
      </button>
      <button
        type="button"
        className={page.smallButton.secondary}
        aria-label={t`Move to… ${title(s)}`}
        onClick={() => setMoving(s)}
      >
        {t`Move to…`}
      </button>
      <button
        type="button"
        className={page.smallButton.danger}
        aria-label={t`Delete ${title(s)}`}
        onClick={() => crud.askDelete(s)}
      >
        {t`Delete`}
      </button>
    </div>
  )
  const credits = (s: AdminSession) => formatNumber(s.cme_credits, locale)
  const sortLabel = direction === 'asc' ? t`Starts, earliest first` : t`Starts, latest first`

  return (
    <CongressFrame
      eventId={eventId}
      current="programme"
      title={t`Programme`}
      actions={
        <button type="button" className={button.primary} onClick={() => setCreating(true)}>
          {t`Add session`}
        </button>
      }
    >
      {written?.warnings.length ? (
        <div className={css.warnings} role="status">
          <p>{t`Saved, with clashes to check:`}</p>
          <ul className={css.warningList}>
            {written.warnings.map((warning) => (
              <li key={`${warning.kind}-${warning.session_ids.join('-')}-${warning.subject}`} dir="auto">
                {warningText.sentence(
                  warning,
                  titleOf(warning.session_ids[0]),
                  titleOf(warning.session_ids[1]),
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={page.toolbar} role="search" aria-label={t`Filter sessions`}>
        <SelectField
          label={t`Day`}
          value={filter.day}
          onChange={(e) => setFilter({ ...filter, day: e.target.value })}
        >
          <option value="">{t`All days`}</option>
          {days.map((day) => (
            <option key={day} value={day}>
              {dayLabel(day)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Track`}
          value={filter.track}
          onChange={(e) => setFilter({ ...filter, track: e.target.value })}
        >
          <option value="">{t`All tracks`}</option>
          {tracks.map((track) => (
            <option key={track} value={track}>
              {track}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Room`}
          value={filter.room}
          onChange={(e) => setFilter({ ...filter, room: e.target.value })}
        >
          <option value="">{t`All rooms`}</option>
          {rooms.map((room) => (
            <option key={room} value={room}>
              {room}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={css.viewSwitch} role="group" aria-label={t`View`}>
        <button
          type="button"
          className={view === 'table' ? page.smallButton.primary : page.smallButton.secondary}
          aria-pressed={view === 'table'}
          onClick={() => setView('table')}
        >
          {t`Table`}
        </button>
        <button
          type="button"
          className={view === 'grid' ? page.smallButton.primary : page.smallButton.secondary}
          aria-pressed={view === 'grid'}
          onClick={() => setView('grid')}
        >
          {t`Day × room grid`}
        </button>
      </div>
      <LoadState
        error={programme.isError ? errorMessage(programme.error, t`Failed to load the programme`) : null}
        onRetry={() => void programme.refetch()}
        retryLabel={t`Retry`}
        loading={!programme.data}
        loadingLabel={t`Loading…`}
        empty={
          rows.length > 0
            ? null
            : sessions.length
              ? t`No sessions match these filters.`
              : t`No sessions yet. Add the first one.`
        }
      >
        {view === 'grid' ? (
          <>
            {!filter.day && days.length > 1 ? (
              <p className={page.muted}>{t`Showing the first day; choose another in the Day filter.`}</p>
            ) : null}
            <ProgrammeGrid
              day={gridDay}
              layout={layout}
              warnings={clashes}
              title={title}
              onEdit={crud.edit}
              onMoveTo={setMoving}
              onDrop={drop}
            />
          </>
        ) : (
          <DataTable
            caption={t`Sessions`}
            rows={rows}
            rowKey={(s) => s.id}
            columns={[
              {
                key: 'starts',
                header: (
                  <button
                    type="button"
                    className={css.linkButton}
                    onClick={() => setDirection(direction === 'asc' ? 'desc' : 'asc')}
                    aria-label={sortLabel}
                  >
                    {t`Starts`} <span aria-hidden="true">{direction === 'asc' ? '▲' : '▼'}</span>
                  </button>
                ),
                cell: when,
              },
              {
                key: 'title',
                header: t`Title`,
                cell: (s) => (
                  <>
                    <bdi {...textLangProps(locale, s.title_ar, s.title_en)}>{title(s)}</bdi> {badges(s)}
                  </>
                ),
              },
              { key: 'room', header: t`Room`, cell: (s) => <bdi dir="auto">{s.room || '—'}</bdi> },
              { key: 'track', header: t`Track`, cell: (s) => <bdi dir="auto">{s.track || '—'}</bdi> },
              { key: 'type', header: t`Session type`, cell: (s) => typeLabel(s.type) },
              { key: 'credits', header: t`CME credits`, cell: credits },
              { key: 'actions', header: t`Actions`, cell: actions },
            ]}
            mobileCard={(s) => (
              <>
                <strong {...textLangProps(locale, s.title_ar, s.title_en)}>{title(s)}</strong>
                <span className={page.muted}>{when(s)}</span>
                <span className={page.muted} dir="auto">
                  {[s.room, s.track, typeLabel(s.type)].filter(Boolean).join(' · ')}
                </span>
                <span className={page.muted}>{t`CME credits: ${credits(s)}`}</span>
                {badges(s)}
                {actions(s)}
              </>
            )}
          />
        )}
      </LoadState>
      <AdminEditFlow
        creating={creating}
        editing={editing}
        deleting={deleting}
        crud={crud}
        name={title}
        form={(item, onClose, onSaved) => (
          <SessionForm
            eventId={eventId}
            session={item}
            rooms={rooms}
            tracks={tracks}
            setsCredits={setsCredits}
            onClose={onClose}
            onSaved={(answer) => {
              setWritten({ warnings: answer.warnings, session: answer.session })
              onSaved()
            }}
          />
        )}
        texts={{
          saved: t`Session saved`,
          created: t`Session added`,
          deleteTitle: t`Delete session`,
          deleted: t`Session deleted`,
        }}
        remove={(item) => deleteSession(eventId, item.id)}
        deleteFailed={(error: unknown) => errorMessage(error, t`Failed to delete session`)}
      />
      {moving ? (
        <MoveDialog
          session={moving}
          title={title(moving)}
          days={moveDays.length ? moveDays : days}
          rooms={rooms}
          onClose={() => setMoving(null)}
          onMove={(to) => move(moving, to)}
        />
      ) : null}
    </CongressFrame>
  )
}

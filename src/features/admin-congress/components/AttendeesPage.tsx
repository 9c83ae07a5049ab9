import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { downloadCsv } from '@/lib/format/csv'
import { errorMessage } from '@/lib/http/errors'
import { formatDate, formatNumber } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import * as page from '@/ui/admin/admin-page.css'
import { button } from '@/ui/primitives/button.css'
import { DataTable } from '@/ui/admin/DataTable'
import { TextField } from '@/ui/primitives/Field'
import { LoadState } from '@/ui/admin/LoadState'
import { StatCards } from '@/ui/admin/StatCards'
import { congressQueries } from '../api/congress-queries'
import {
  type AttendeeRow,
  type AttendeeStatus,
  attendeeRows,
  attendeesCsv,
  attendeeStats,
  searchAttendees,
} from '../model'
import { CongressFrame } from './CongressFrame'
import { PersonName } from '@/ui/text/PersonName'

const STATUS_TONE = {
  registered: 'success',
  waitlisted: 'warning',
  cancelled: 'neutral',
} as const satisfies Record<AttendeeStatus, page.AdminBadgeTone>

/**
 * An event's attendees for the staff: counts, search, the registrations (live, waiting,
 * cancelled) with when each registered and checked in, and a CSV of the list as shown.
 */
export function AttendeesPage({ eventId }: { eventId: number }) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const list = useQuery(congressQueries.attendees(eventId))
  const [search, setSearch] = useState('')
  const all = list.data ? attendeeRows(list.data) : []
  const rows = searchAttendees(all, search)
  const stats = attendeeStats(all)
  const statusLabel: Record<AttendeeStatus, string> = {
    registered: t`Registered`,
    waitlisted: t`On the waiting list`,
    cancelled: t`Cancelled`,
  }
  const status = (r: AttendeeRow) => (
    <span className={page.badge[STATUS_TONE[r.status]]}>{statusLabel[r.status]}</span>
  )
  const when = (value: string | null) =>
    value ? formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—'
  return (
    <CongressFrame
      eventId={eventId}
      current="attendees"
      title={t`Attendees`}
      actions={
        <button
          type="button"
          className={button.secondary}
          disabled={!rows.length}
          onClick={() => downloadCsv(`attendees-${eventId}.csv`, attendeesCsv(rows))}
        >
          {t`Export CSV`}
        </button>
      }
    >
      <StatCards
        label={t`Attendee statistics`}
        items={[
          { label: t`Registered`, value: formatNumber(stats.registered, locale) },
          { label: t`Checked in`, value: formatNumber(stats.checkedIn, locale) },
          { label: t`On the waiting list`, value: formatNumber(stats.waitlisted, locale) },
          { label: t`Cancelled`, value: formatNumber(stats.cancelled, locale) },
        ]}
      />
      <div className={page.toolbar} role="search" aria-label={t`Search attendees`}>
        <TextField
          label={t`Search by name or e-mail`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <LoadState
        error={list.isError ? errorMessage(list.error, t`Failed to load attendees`) : null}
        onRetry={() => void list.refetch()}
        retryLabel={t`Retry`}
        loading={!list.data}
        loadingLabel={t`Loading…`}
        empty={
          rows.length ? null : search ? t`No attendees match this search.` : t`No one has registered yet.`
        }
      >
        <DataTable
          caption={t`Attendees`}
          rows={rows}
          rowKey={(r) => r.key}
          columns={[
            { key: 'name', header: t`Name`, cell: (r) => <PersonName person={r} fallback={r.email} /> },
            { key: 'email', header: t`Email`, cell: (r) => <bdi dir="ltr">{r.email}</bdi> },
            { key: 'status', header: t`Status`, cell: status },
            { key: 'registered', header: t`Registered at`, cell: (r) => when(r.registered_at) },
            { key: 'checked', header: t`Checked in at`, cell: (r) => when(r.checked_in_at) },
          ]}
          mobileCard={(r) => (
            <>
              <strong>
                <PersonName person={r} fallback={r.email} />
              </strong>
              <span className={page.muted} dir="ltr">
                {r.email}
              </span>
              <span>{status(r)}</span>
              <span className={page.muted}>{t`Registered at: ${when(r.registered_at)}`}</span>
              {r.checked_in_at ? (
                <span className={page.muted}>{t`Checked in at: ${when(r.checked_in_at)}`}</span>
              ) : null}
            </>
          )}
        />
      </LoadState>
    </CongressFrame>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useMemo, useState, type FormEvent } from 'react'
import { checkInQueries } from '../api/check-in-queries'
import { signalDecision } from '../feedback'
import {
  admittedCount,
  flaggedScans,
  rosterNames,
  searchRoster,
  type Decision,
  type RosterEntry,
} from '../model'
import { useDoor } from '../use-door'
import * as css from './check-in.css'
import { AttendeeLabel } from './AttendeeLabel'
import { DecisionPanel } from './DecisionPanel'
import { useNow } from '@/lib/format/clock'
import { formatNumber, formatTime, pickLang } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import { formatRelativeTime } from '@/lib/offline/offline-time'
import { button } from '@/ui/primitives/button.css'
import * as card from '@/ui/primitives/card.css'
import * as field from '@/ui/primitives/field.css'
import { PersonName } from '@/ui/text/PersonName'
import { textLangProps } from '@/lib/format/bilingual'

// The camera code (and jsQR where BarcodeDetector is missing) loads only when staff open the camera.
const CameraScanner = lazy(() => import('./CameraScanner').then((m) => ({ default: m.CameraScanner })))

/** The hall select's value for the event's own door. */
const DOOR_VALUE = 'door'

/**
 * /check-in/{eventId}: the door. Decides on the device from the cached check-in data (works
 * offline), queues each admission, and shows the connection, the scans waiting to be sent,
 * the last sync and what needs review.
 */
export function CheckInPage({ eventId }: { eventId: number }) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const door = useDoor(eventId)
  const event = useQuery(checkInQueries.event(eventId))
  const programme = useQuery(checkInQueries.programme(eventId))
  const [hall, setHall] = useState(DOOR_VALUE)
  const [decision, setDecision] = useState<Decision>()
  const [cameraOn, setCameraOn] = useState(false)
  const [code, setCode] = useState('')
  const [search, setSearch] = useState('')
  const eventTitle = event.data ? pickLang(locale, event.data.title_ar, event.data.title_en) : null
  // "Last sync" is relative: it ages while the door is offline, so the clock it is read against ticks.
  const now = useNow().getTime()

  const sessions = useMemo(
    () => (programme.data?.sessions ?? []).filter((session) => session.type !== 'break'),
    [programme.data],
  )
  const sessionId = hall === DOOR_VALUE ? null : Number(hall)

  const show = useCallback((next: Decision | undefined) => {
    if (!next) return
    setDecision(next)
    signalDecision(next)
  }, [])

  const onCode = useCallback(
    (scanned: string) => {
      void door.decideCode(scanned, sessionId).then(show)
    },
    [door, sessionId, show],
  )

  const submitCode = (formEvent: FormEvent) => {
    formEvent.preventDefault()
    if (!code.trim()) return
    onCode(code)
    setCode('')
  }

  const found: RosterEntry[] = useMemo(
    () => (door.data ? searchRoster(door.data.roster, search) : []),
    [door.data, search],
  )
  const pending = door.scans.filter((scan) => scan.state === 'pending').length
  const refused = door.scans.filter((scan) => scan.state === 'refused')
  const flagged = flaggedScans(door.data, sessionId)
  const names = useMemo(() => rosterNames(door.data?.roster ?? []), [door.data])
  const ready = door.data !== undefined

  return (
    <div className={card.page}>
      <p>
        <Link to="/check-in">
          <Trans>All events</Trans>
        </Link>
      </p>
      <h1 className={card.pageTitle}>
        <Trans>Check-in</Trans>
      </h1>
      {eventTitle && event.data ? (
        <p className={card.pageLead} {...textLangProps(locale, event.data.title_ar, event.data.title_en)}>
          {eventTitle}
        </p>
      ) : null}

      <div className={css.stack}>
        <dl className={css.statusBar} aria-label={t`Door status`}>
          <div className={css.statusItem}>
            <dt className={css.statusTerm}>
              <Trans>Connection</Trans>
            </dt>
            <dd
              className={`${css.statusValue} ${door.online ? css.connection.online : css.connection.offline}`}
            >
              {door.online ? t`Connected` : t`Offline`}
            </dd>
          </div>
          <div className={css.statusItem}>
            <dt className={css.statusTerm}>
              <Trans>Scans waiting to be sent</Trans>
            </dt>
            <dd className={css.statusValue} data-testid="pending-scans">
              {formatNumber(pending, locale)}
            </dd>
          </div>
          <div className={css.statusItem}>
            <dt className={css.statusTerm}>
              <Trans>Last sync</Trans>
            </dt>
            <dd className={css.statusValue}>
              {door.syncedAt > 0 ? (
                <time dateTime={new Date(door.syncedAt).toISOString()}>
                  {formatRelativeTime(door.syncedAt, Math.max(now, door.syncedAt), locale)}
                </time>
              ) : (
                t`Never`
              )}
            </dd>
          </div>
          <div className={css.statusItem}>
            <dt className={css.statusTerm}>
              <Trans>Checked in here</Trans>
            </dt>
            <dd className={css.statusValue}>
              {formatNumber(admittedCount(door.index.current, sessionId), locale)}
            </dd>
          </div>
        </dl>

        {door.error && door.online ? (
          <div className={css.cameraProblem} role="alert">
            <p>{door.error}</p>
            <button type="button" className={button.secondary} onClick={() => void door.sync()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : null}

        {!door.loaded ? (
          <p className={css.hint}>{t`Loading the attendee list…`}</p>
        ) : !ready ? (
          <p className={css.cameraProblem} role="alert">
            {door.online
              ? t`Loading the attendee list…`
              : t`This device has no attendee list for this event yet. Connect once to download it; after that the door works offline.`}
          </p>
        ) : (
          <>
            <div className={field.field}>
              <label className={field.label} htmlFor="check-in-hall">
                <Trans>Where are you scanning?</Trans>
              </label>
              <select
                id="check-in-hall"
                className={field.control}
                value={hall}
                onChange={(change) => setHall(change.target.value)}
              >
                <option value={DOOR_VALUE}>{t`The event's entrance`}</option>
                {sessions.map((session) => (
                  <option key={session.id} value={String(session.id)}>
                    {`${formatTime(session.starts_at, locale)} · ${pickLang(locale, session.title_ar, session.title_en)}${session.room ? ` · ${session.room}` : ''}`}
                  </option>
                ))}
              </select>
            </div>

            <DecisionPanel decision={decision} />

            {cameraOn ? (
              <Suspense fallback={<p className={css.hint}>{t`Starting the camera…`}</p>}>
                <CameraScanner onCode={onCode} onStop={() => setCameraOn(false)} />
              </Suspense>
            ) : (
              <button type="button" className={button.primary} onClick={() => setCameraOn(true)}>
                <Trans>Scan with the camera</Trans>
              </button>
            )}

            <form className={css.panel} onSubmit={submitCode}>
              <h2 className={css.panelTitle}>
                <Trans>Type or paste a ticket code</Trans>
              </h2>
              <label className={field.label} htmlFor="check-in-code">
                <Trans>Ticket code</Trans>
              </label>
              <textarea
                id="check-in-code"
                className={`${field.control} ${css.codeInput}`}
                value={code}
                onChange={(change) => setCode(change.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
              <div className={css.row}>
                <button type="submit" className={button.primary}>
                  <Trans>Check the ticket</Trans>
                </button>
              </div>
            </form>

            <section className={css.panel} aria-labelledby="check-in-search-title">
              <h2 id="check-in-search-title" className={css.panelTitle}>
                <Trans>Find by name (no ticket)</Trans>
              </h2>
              <label className={field.label} htmlFor="check-in-search">
                <Trans>Attendee name</Trans>
              </label>
              <input
                id="check-in-search"
                type="search"
                className={field.control}
                value={search}
                onChange={(change) => setSearch(change.target.value)}
                autoComplete="off"
              />
              {search.trim() && found.length === 0 ? (
                <p className={css.hint}>{t`No registered attendee by that name.`}</p>
              ) : null}
              {found.length > 0 ? (
                <ul className={css.list}>
                  {found.map((entry) => (
                    <li key={entry.registration_id} className={css.listItem}>
                      <span className={css.name}>
                        <PersonName person={entry} />
                      </span>
                      <button
                        type="button"
                        className={button.secondary}
                        aria-label={t`Check in ${pickLang(locale, entry.full_name_ar ?? '', entry.full_name_en ?? '') || entry.full_name}`}
                        onClick={() => show(door.decidePerson(entry.registration_id, sessionId))}
                      >
                        <Trans>Check in</Trans>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>

            {flagged.length > 0 || refused.length > 0 ? (
              <section className={css.panel} aria-labelledby="check-in-review-title">
                <h2 id="check-in-review-title" className={css.panelTitle}>
                  <Trans>To review</Trans>
                </h2>
                <ul className={css.list}>
                  {flagged.map((scan) => (
                    <li key={`f-${scan.registrationId}-${scan.at}`} className={css.listItem}>
                      <span className={css.name}>
                        <AttendeeLabel name={scan.name} registrationId={scan.registrationId} />
                      </span>
                      <span>{t`Admitted at two devices (${formatTime(scan.at, locale)})`}</span>
                    </li>
                  ))}
                  {refused.map((scan) => (
                    <li key={scan.clientId} className={css.listItem}>
                      <span className={css.name}>
                        <AttendeeLabel
                          name={names.get(scan.registrationId)}
                          registrationId={scan.registrationId}
                        />
                      </span>
                      <span>{t`Refused when synced: ${scan.detail ?? ''}`}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}

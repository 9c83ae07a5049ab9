import type { Locale } from '@contract/constants'
import type { ProgrammeSession } from '@contract/programme'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { queueAgendaSave, sendAgendaSave, AGENDA_SAVE } from '../agenda-outbox'
import { readAgenda, useLocalAgenda, writeAgenda } from '../agenda-store'
import { congressQueries } from '../api/congress-queries'
import { buildIcs } from '../model'
import {
  filterSessions,
  initialDay,
  mergeAgenda,
  programmeDays,
  programmeTracks,
  toggleStar,
} from '../programme-model'
import { downloadIcs } from './calendar-download'
import * as css from './programme.css'
import { formatDate, formatNumber, formatTime, pickLang } from '@/lib/format/format'
import { flushOutbox } from '@/lib/offline/outbox'
import { hasVariants, variantSrcSet } from '@contract/responsive-image'
import { SESSION_TYPE_LABELS } from '@/lib/i18n/session-type-labels'
import { EmptyState } from '@/ui/lists/EmptyState'
import * as field from '@/ui/primitives/field.css'
import { Icon } from '@/ui/primitives/Icon'
import { ResponsiveImage } from '@/ui/primitives/ResponsiveImage'
import { useNow } from '@/lib/format/clock'
import { textLangProps } from '@/lib/format/bilingual'

/** Sends what the outbox holds of agendas now, when online (the app's own sync also sends it later); how many were sent. */
const sendAgendasNow = () =>
  navigator.onLine
    ? flushOutbox({ [AGENDA_SAVE]: sendAgendaSave }).then((summary) => summary.sent)
    : Promise.resolve(0)

/**
 * Queues the member's stars for the server and sends them now if online. Once the server has
 * them, its agenda is asked again, so the copy kept for offline reading says what the server
 * holds (the app's own sync does the same when it sends).
 */
function saveAgenda(queryClient: QueryClient, eventId: number, sessionIds: readonly number[]): void {
  void queueAgendaSave(eventId, sessionIds)
    .then(sendAgendasNow)
    .then((sent) =>
      sent > 0
        ? queryClient.invalidateQueries({ queryKey: congressQueries.agenda(eventId).queryKey })
        : undefined,
    )
}

/**
 * "My agenda": the stars on this device; for a signed-in member also the server's agenda,
 * merged once it arrives (see mergeAgenda), and every change sent through the outbox.
 */
function useAgenda(eventId: number, sessions: readonly ProgrammeSession[], signedIn: boolean) {
  const local = useLocalAgenda(eventId)
  const server = useQuery({ ...congressQueries.agenda(eventId), enabled: signedIn })
  const queryClient = useQueryClient()
  const known = useMemo(() => new Set(sessions.map((session) => session.id)), [sessions])
  const serverAgenda = server.data
  useEffect(() => {
    if (!signedIn || !serverAgenda || known.size === 0) return
    const mine = readAgenda(eventId)
    const merged = mergeAgenda(mine, serverAgenda, known)
    const changedAt = merged.push
      ? (mine?.changed_at ?? new Date().toISOString())
      : (serverAgenda.updated_at ?? new Date(0).toISOString())
    writeAgenda(eventId, { session_ids: merged.session_ids, changed_at: changedAt, synced: !merged.push })
    if (merged.push) saveAgenda(queryClient, eventId, merged.session_ids)
  }, [eventId, signedIn, serverAgenda, known, queryClient])
  const starred = useMemo(() => new Set(local?.session_ids ?? []), [local])
  const toggle = (sessionId: number) => {
    const next = toggleStar(readAgenda(eventId)?.session_ids ?? [], sessionId)
    writeAgenda(eventId, { session_ids: next, changed_at: new Date().toISOString(), synced: false })
    if (signedIn) saveAgenda(queryClient, eventId, next)
  }
  return { starred, toggle }
}

/** The speaker photo's shown size (CSS px): the copy the browser picks for it. */
const PHOTO_PX = 40

/**
 * Every speaker photo of the programme, fetched once it is shown (not only those of the day
 * on screen), so the service worker's image cache holds them all for a hall with no signal.
 * Each is a detached <picture> as the list draws it, so the browser picks the same copy.
 */
function useWarmSpeakerPhotos(sessions: readonly ProgrammeSession[]) {
  useEffect(() => {
    const photos = new Set(
      sessions.flatMap((session) =>
        session.speakers.map((speaker) => speaker.photo_url).filter((url): url is string => !!url),
      ),
    )
    const pictures = [...photos].map((src) => {
      const picture = document.createElement('picture')
      if (hasVariants(src)) {
        for (const format of ['avif', 'webp'] as const) {
          const source = document.createElement('source')
          source.type = `image/${format}`
          source.sizes = `${PHOTO_PX}px`
          source.srcset = variantSrcSet(src, format)
          picture.append(source)
        }
      }
      const img = document.createElement('img')
      img.sizes = `${PHOTO_PX}px`
      img.src = src
      picture.append(img)
      return picture
    })
    return () => pictures.forEach((picture) => picture.remove())
  }, [sessions])
}

interface ProgrammeProps {
  eventId: number
  sessions: readonly ProgrammeSession[]
  locale: Locale
  signedIn: boolean
  /** Where the event is held, for a session's calendar entry. */
  place: string
}

/**
 * The congress programme: a tab per day (Saudi time), a track filter, a search that folds
 * Arabic spelling (it looks through every day), and "My agenda" (starred sessions only).
 * Each session shows its time, room, type, speakers and CME credits, a star and a calendar
 * entry of its own.
 */
export function Programme({ eventId, sessions, locale, signedIn, place }: ProgrammeProps) {
  const { t, i18n } = useLingui()
  const days = useMemo(() => programmeDays(sessions), [sessions])
  const tracks = useMemo(() => programmeTracks(sessions), [sessions])
  const now = useNow()
  const [day, setDay] = useState(() => initialDay(days, now))
  const [track, setTrack] = useState('')
  const [query, setQuery] = useState('')
  const [agendaOnly, setAgendaOnly] = useState(false)
  const { starred, toggle } = useAgenda(eventId, sessions, signedIn)
  useWarmSpeakerPhotos(sessions)
  const searchId = useId()
  const trackId = useId()
  const headingId = useId()
  const panelId = useId()
  const searching = query.trim() !== ''
  const shownDay = day !== undefined && days.includes(day) ? day : days[0]
  const dayTabs = !searching && days.length > 1
  const shown = filterSessions(sessions, {
    day: searching ? undefined : shownDay,
    track,
    query,
    agendaOnly,
    starred,
  })

  const dayLabel = (value: string) =>
    formatDate(`${value}T12:00:00.000Z`, locale, { weekday: 'short', day: 'numeric', month: 'short' })

  const onDayKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // Arrow keys move along the tabs in reading order (right to left in Arabic).
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    const move = document.dir === 'rtl' ? -step : step
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? days.length - 1 : move ? index + move : -1
    const next = days[target]
    if (next === undefined) return
    event.preventDefault()
    setDay(next)
    event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus()
  }

  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        <Trans>Programme</Trans>
      </h2>
      <div className={css.filters}>
        <div className={css.field}>
          <label htmlFor={searchId} className={css.label}>
            <Trans>Search the programme</Trans>
          </label>
          {/* What the member types takes its own direction; empty, the field keeps the page's, so the hint reads in the reader's direction. */}
          <input
            id={searchId}
            type="search"
            className={field.control}
            value={query}
            onChange={(change) => setQuery(change.target.value)}
            placeholder={t`Title, speaker, room…`}
            dir={query ? 'auto' : undefined}
          />
        </div>
        {tracks.length > 1 ? (
          <div className={css.field}>
            <label htmlFor={trackId} className={css.label}>
              <Trans>Track</Trans>
            </label>
            <select
              id={trackId}
              className={field.control}
              value={track}
              onChange={(change) => setTrack(change.target.value)}
            >
              <option value="">{t`All tracks`}</option>
              {tracks.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <label className={css.toggle}>
          <input
            type="checkbox"
            checked={agendaOnly}
            onChange={(change) => setAgendaOnly(change.target.checked)}
          />
          <Trans>My agenda only</Trans>
        </label>
      </div>
      {dayTabs ? (
        <div className={css.days} role="tablist" aria-label={t`Programme days`}>
          {days.map((value, index) => (
            <button
              key={value}
              type="button"
              role="tab"
              className={css.day}
              aria-selected={value === shownDay}
              aria-controls={panelId}
              tabIndex={value === shownDay ? 0 : -1}
              onClick={() => setDay(value)}
              onKeyDown={(event) => onDayKey(event, index)}
            >
              {dayLabel(value)}
            </button>
          ))}
        </div>
      ) : null}
      <p className={css.note} role="status">
        {searching ? (
          <Plural
            value={shown.length}
            _0="No session matches your search."
            one="# session found"
            other="# sessions found"
          />
        ) : agendaOnly && shown.length === 0 ? (
          t`You have not starred any session on this day.`
        ) : null}
      </p>
      {shown.length === 0 && !searching && !agendaOnly ? (
        <EmptyState title={t`No sessions on this day in this track.`} />
      ) : null}
      <div
        id={panelId}
        role={dayTabs ? 'tabpanel' : undefined}
        aria-label={dayTabs && shownDay ? dayLabel(shownDay) : undefined}
      >
        <ol className={css.list}>
          {shown.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              locale={locale}
              starred={starred.has(session.id)}
              onToggle={() => toggle(session.id)}
              place={place}
              typeLabel={i18n._(SESSION_TYPE_LABELS[session.type])}
            />
          ))}
        </ol>
      </div>
    </section>
  )
}

function SessionItem({
  session,
  locale,
  starred,
  onToggle,
  place,
  typeLabel,
}: {
  session: ProgrammeSession
  locale: Locale
  starred: boolean
  onToggle: () => void
  place: string
  typeLabel: string
}) {
  const { t } = useLingui()
  const title = pickLang(locale, session.title_ar, session.title_en)
  const range = `${formatTime(session.starts_at, locale)} – ${formatTime(session.ends_at, locale)}`
  const credits = formatNumber(session.cme_credits, locale, { maximumFractionDigits: 2 })
  const addToCalendar = () => {
    const speakers = session.speakers
      .map((speaker) => pickLang(locale, speaker.name_ar, speaker.name_en))
      .join('، ')
    const description = [speakers, pickLang(locale, session.description_ar, session.description_en)]
      .filter(Boolean)
      .join('\n\n')
    const location = [session.room, place].filter(Boolean).join(' — ')
    const ics = buildIcs({
      uid: `session-${session.id}@${window.location.host}`,
      title,
      description,
      location,
      startsAt: session.starts_at,
      endsAt: session.ends_at,
      url: new URL(`/events/${session.event_id}`, window.location.origin).href,
    })
    downloadIcs(ics, `session-${session.id}.ics`)
  }
  return (
    <li className={session.type === 'break' ? `${css.session} ${css.sessionBreak}` : css.session}>
      <div className={css.body}>
        <p className={css.time}>{range}</p>
        <h3 className={css.title} {...textLangProps(locale, session.title_ar, session.title_en)}>
          {title}
        </h3>
        <p className={css.meta}>
          <span>{typeLabel}</span>
          {session.room ? (
            <span>
              <Trans>Room:</Trans> <bdi dir="auto">{session.room}</bdi>
            </span>
          ) : null}
          {session.track ? (
            <span>
              <Trans>Track:</Trans> <bdi dir="auto">{session.track}</bdi>
            </span>
          ) : null}
          {session.cme_credits > 0 ? <span>{t`CME credits: ${credits}`}</span> : null}
        </p>
        {session.speakers.length > 0 ? (
          <ul className={css.speakers} aria-label={t`Speakers`}>
            {session.speakers.map((speaker, index) => (
              <li key={index} className={css.speaker}>
                {speaker.photo_url ? (
                  <ResponsiveImage
                    src={speaker.photo_url}
                    alt=""
                    width={PHOTO_PX}
                    height={PHOTO_PX}
                    sizes={`${PHOTO_PX}px`}
                    className={css.photo}
                  />
                ) : null}
                <span className={css.speakerText}>
                  <bdi {...textLangProps(locale, speaker.name_ar, speaker.name_en)}>
                    {pickLang(locale, speaker.name_ar, speaker.name_en)}
                  </bdi>
                  {pickLang(locale, speaker.affiliation_ar, speaker.affiliation_en) ? (
                    <bdi
                      className={css.affiliation}
                      {...textLangProps(locale, speaker.affiliation_ar, speaker.affiliation_en)}
                    >
                      {pickLang(locale, speaker.affiliation_ar, speaker.affiliation_en)}
                    </bdi>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={css.actions}>
        <button
          type="button"
          className={css.star}
          aria-pressed={starred}
          aria-label={t`Add to my agenda: ${title}`}
          onClick={onToggle}
        >
          <span aria-hidden="true">{starred ? '★' : '☆'}</span>
        </button>
        <button
          type="button"
          className={css.icsLink}
          aria-label={t`Add to calendar: ${title}`}
          onClick={addToCalendar}
        >
          <Icon name="calendar" size={20} />
        </button>
      </div>
    </li>
  )
}

import { EXCERPT_LENGTHS, PAGE_SIZES } from '@contract/constants'
import { canRegister, computeEventStatus, type ComputedEventStatus } from '@contract/event-status'
import { EVENT_SORTS, EVENT_STATUS_FILTERS, EVENT_TYPES, type EventsSearch } from '@contract/events-list'
import { referenceLabel } from '@contract/reference-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import { eventQueries } from '../api/event-queries'
import {
  changeEventsSearch,
  savedEventsQuery,
  EVENT_QUICK_CATEGORIES,
  EVENT_QUICK_STATUSES,
  EVENT_SORT_LABELS,
  EVENT_STATUS_FILTER_LABELS,
} from '../model'
import { EventStatusBadge } from './EventStatusBadge'
import { Participants } from './Participants'
import { OVER_LIST } from '@/lib/page/item-presentation'
import { formatEventDate, formatTime, pickLang } from '@/lib/format/format'
import { currentLocale, isLocale } from '@/lib/i18n/i18n'
import { useNeedsNetwork } from '@/lib/offline/offline-actions'
import { useSavedList } from '@/lib/offline/offline-results'
import { excerpt } from '@/lib/format/markdown-text'
import { Badge } from '@/ui/primitives/Badge'
import { Icon } from '@/ui/primitives/Icon'
import { button } from '@/ui/primitives/button.css'
import * as card from '@/ui/primitives/card.css'
import { Select } from '@/ui/primitives/Select'
import { activeFilterCount } from '@/ui/lists/filter-count'
import { PublicListPage } from '@/ui/lists/PublicListPage'
import { PlaceName } from '@/ui/text/PlaceName'
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@/ui/primitives/ResponsiveImage'
import { EVENT_PICTURE_SIZE } from '@contract/responsive-image'
import { useNow } from '@/lib/format/clock'
import { textLangProps } from '@/lib/format/bilingual'

interface Props {
  search: EventsSearch
  onSearchChange: (next: EventsSearch) => void
}

/** The public /events page. */
export function EventsPage({ search, onSearchChange }: Props) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const now = useNow()
  const events = useQuery(eventQueries.list(search))
  // Offline, a page or filter never fetched is answered from the saved events.
  const list = useSavedList(events, ['events'], savedEventsQuery(search, now))
  const needsNetwork = useNeedsNetwork()
  const registerNeedsNetwork = t`Registering needs an internet connection. Try again when you are online.`
  const update = (change: Partial<Omit<EventsSearch, 'page'>>) =>
    onSearchChange(changeEventsSearch(search, change))
  const onSearch = useCallback(
    (text: string) => onSearchChange(changeEventsSearch(search, { search: text })),
    [onSearchChange, search],
  )
  const categoryLabel = (value: string) => referenceLabel('event_category', value, currentLocale())
  const filtered = Boolean(search.search || search.category || (search.status && search.status !== 'all'))

  return (
    <PublicListPage
      name="events"
      title={<Trans>Events</Trans>}
      lead={<Trans>Conferences, workshops, webinars and training for orthopedic surgeons.</Trans>}
      toolbar={{
        search: search.search,
        onSearchChange: onSearch,
        label: t`Search events`,
        placeholder: t`Search events…`,
        filters: {
          active: activeFilterCount([search.category, search.status]),
          onClear: () => update({ category: undefined, status: undefined }),
        },
        quickFilters: [
          {
            label: t`Category`,
            value: search.category ?? '',
            allLabel: t`All`,
            options: EVENT_QUICK_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
            onChange: (value) => update({ category: (value || undefined) as EventsSearch['category'] }), // the options are the search schema's picklist, and '' is All
          },
          {
            label: t`Status`,
            value: search.status && search.status !== 'all' ? search.status : '',
            allLabel: t`Any status`,
            options: EVENT_QUICK_STATUSES.map((value) => ({
              value,
              label: i18n._(EVENT_STATUS_FILTER_LABELS[value]),
            })),
            onChange: (value) => update({ status: (value || undefined) as EventsSearch['status'] }), // the options are the search schema's picklist, and '' is All
          },
        ],
        advanced: (
          <>
            <Select
              label={t`Category`}
              value={search.category}
              allLabel={t`All categories`}
              options={EVENT_TYPES.filter((value) => value !== 'course' && value !== 'other').map(
                (value) => ({ value, label: categoryLabel(value) }),
              )}
              onChange={(category) => update({ category })}
            />
            <Select
              label={t`Status`}
              value={search.status ?? 'all'}
              options={EVENT_STATUS_FILTERS.map((value) => ({
                value,
                label: i18n._(EVENT_STATUS_FILTER_LABELS[value]),
              }))}
              onChange={(value) => update({ status: value === 'all' ? undefined : value })}
            />
            <Select
              label={t`Sort`}
              value={search.sort ?? 'upcoming'}
              options={EVENT_SORTS.map((value) => ({ value, label: i18n._(EVENT_SORT_LABELS[value]) }))}
              onChange={(value) => update({ sort: value === 'upcoming' ? undefined : value })}
            />
          </>
        ),
      }}
      query={events}
      list={list}
      page={search.page}
      pageSize={PAGE_SIZES.events}
      onPageChange={(page) => onSearchChange({ ...search, page })}
      filtered={filtered}
      onClearFilters={() =>
        onSearchChange({ page: 1, search: '', ...(search.sort ? { sort: search.sort } : {}) })
      }
      labels={{ failed: t`Failed to load events`, none: t`No events available` }}
      // A card reads the item, the language and the offline check of Register.
      cardDeps={[needsNetwork]}
      renderItem={(event) => {
        const title = pickLang(locale, event.title_ar, event.title_en)
        const status: ComputedEventStatus = computeEventStatus(event, now)
        return (
          <article key={event.id} className={card.card}>
            {event.feature_path ? (
              <ResponsiveImage
                src={event.feature_path}
                alt=""
                className={card.cardMedia}
                width={EVENT_PICTURE_SIZE.width}
                height={EVENT_PICTURE_SIZE.height}
                sizes={CARD_IMAGE_SIZES}
              />
            ) : null}
            <div className={card.cardMeta}>
              <Badge tone="primary">{categoryLabel(event.category)}</Badge>
              <EventStatusBadge status={status} />
            </div>
            <h2 className={card.cardTitle} {...textLangProps(locale, event.title_ar, event.title_en)}>
              {title}
            </h2>
            <ul className={card.factList}>
              <li>
                <Icon name="calendar" />{' '}
                <time dateTime={event.starts_at}>{formatEventDate(event.starts_at, locale)}</time>
              </li>
              <li>
                <Icon name="clock" /> {formatTime(event.starts_at, locale)}
              </li>
              {event.location ? (
                <li>
                  <Icon name="pin" /> <PlaceName place={event} />
                </li>
              ) : null}
              <li>
                <Icon name="people" />{' '}
                <Participants
                  current={event.current_participants}
                  max={event.max_participants}
                  locale={locale}
                />
              </li>
            </ul>
            <p
              className={card.cardText}
              {...textLangProps(locale, event.description_ar, event.description_en)}
            >
              {excerpt(pickLang(locale, event.description_ar, event.description_en), EXCERPT_LENGTHS.events)}
            </p>
            <div className={card.cardActions}>
              <Link
                from="/events"
                to="/events/$id"
                params={{ id: event.id }}
                search={(previous) => previous}
                state={OVER_LIST}
                className={button.secondary}
                aria-label={t`Details: ${title}`}
              >
                <Trans>Details</Trans>
              </Link>
              {canRegister(event, now) && event.registration_link ? (
                <a
                  href={event.registration_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={button.primary}
                  aria-label={t`Register: ${title}`}
                  onClick={(click) => needsNetwork(registerNeedsNetwork, click)}
                >
                  <Trans>Register</Trans>
                </a>
              ) : null}
            </div>
          </article>
        )
      }}
    />
  )
}

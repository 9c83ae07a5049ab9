import { DIRECTORY_PAGE_SIZES, DIRECTORY_SKELETON_ROWS, SEARCH_DEBOUNCE_MS } from '@contract/constants'
import type { DirectoryItem, DirectorySearch } from '@contract/members'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { memo, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import { memberQueries } from '../api/member-queries'
import { DEFAULT_DIRECTORY_SEARCH, changeSearch, savedDirectoryQuery } from '../model'
import { MemberAvatar } from './MemberAvatar'
import * as css from './members.css'
import { prepareCollator } from '@/lib/format/collate'
import { formatNumber } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { useSavedList } from '@/lib/offline/offline-results'
import { referenceOptions, type ReferenceOption } from '@/lib/i18n/reference-labels'
import { Badge } from '@/ui/primitives/Badge'
import { FilterSheet } from '@/ui/lists/FilterSheet'
import * as sheetCss from '@/ui/lists/filter-sheet.css'
import { activeFilterCount } from '@/ui/lists/filter-count'
import { media } from '@/ui/primitives/breakpoints'
import { button } from '@/ui/primitives/button.css'
import { ListFreshness } from '@/ui/lists/LastUpdated'
import { Pagination } from '@/ui/lists/Pagination'
import { ReferenceText } from '@/ui/text/ReferenceText'
import { SkeletonCards } from '@/ui/primitives/Skeleton'
import { useProgressiveList } from '@/ui/lists/progressive-list'
import { useMediaQuery } from '@/ui/primitives/use-media'
import { PersonName } from '@/ui/text/PersonName'
import { BilingualText } from '@/ui/text/BilingualText'

/** Member cards on the first screen: one column on a phone, two or three columns wider. */
const FIRST_SCREEN = { phone: 5, wide: 9 }

interface Props {
  search: DirectorySearch
  onSearchChange: (next: DirectorySearch, options?: { replace?: boolean }) => void
}

/** /members: the member directory. */
export function DirectoryPage({ search, onSearchChange }: Props) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const searchId = useId()

  const directoryQuery = useQuery(memberQueries.directory(search, locale))
  // Offline, a page or filter never fetched is answered from the saved directory pages.
  const saved = useSavedList(directoryQuery, ['members', 'directory'], savedDirectoryQuery(search, locale))
  // An answer comes through the query's store, whose renders React never slices: the cards
  // follow in a deferred render, which it does (src/ui/lists/ListView.tsx does the same).
  const answer = useDeferredValue(saved.data)
  const directory = answer
    ? { ...answer, page_size: directoryQuery.data?.page_size ?? search.page_size }
    : undefined
  const specialties = useQuery(memberQueries.specialties())
  const locations = useQuery(memberQueries.locations())
  // Both lists answer codes; the drop-downs show their labels in the reader's language and
  // order, sorted once per answer (not on every render of the page). The collator is built at
  // the first idle moment, in a task of its own, rather than in the render that shows them.
  useEffect(() => prepareCollator(locale), [locale])
  const wide = useMediaQuery(media.wide)
  const specialtyOptions = useMemo(
    () => referenceOptions('specialty', specialties.data ?? [], locale),
    [specialties.data, locale],
  )
  const cityOptions = useMemo(
    () => referenceOptions('city', Object.values(locations.data ?? {}).flat(), locale),
    [locations.data, locale],
  )

  // The search box types freely; the address (and the request) follow 300 ms after the last key.
  const [typed, setTyped] = useState(search.query)
  const lastSent = useRef(search.query)
  useEffect(() => {
    if (search.query !== lastSent.current) {
      lastSent.current = search.query
      setTyped(search.query)
    }
  }, [search.query])
  useEffect(() => {
    if (typed === lastSent.current) return
    const timer = setTimeout(() => {
      lastSent.current = typed
      onSearchChange(changeSearch(search, { query: typed }), { replace: true })
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, search, onSearchChange])

  const update = (change: Partial<DirectorySearch>) => onSearchChange(changeSearch(search, change))
  const n = (value: number) => formatNumber(value, locale)
  // The first answer's cards a screenful per task (a page holds up to 50); the pagination once all are there.
  const members = useProgressiveList(directory?.items, FIRST_SCREEN)

  return (
    <section className={css.page} aria-labelledby="directory-title">
      <h1 id="directory-title">
        <Trans>Member Directory</Trans>
      </h1>
      <div role="search" className={css.toolbar} aria-label={t`Search members`}>
        <label className={`${css.field} ${css.searchField}`} htmlFor={searchId}>
          <Trans>Search</Trans>
          <input
            id={searchId}
            className={css.control}
            type="search"
            value={typed}
            placeholder={t`Name or hospital`}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        {/* On a phone the sheet holds them; not rendered there at all (CSS hides them from the first paint). */}
        {wide ? (
          <DirectoryFilters
            search={search}
            update={update}
            specialties={specialtyOptions}
            cities={cityOptions}
            fieldClass={`${css.field} ${sheetCss.wideOnly}`}
          />
        ) : null}
        <FilterSheet
          active={activeFilterCount([search.specialty, search.city])}
          onClear={() => update({ specialty: '', city: '' })}
        >
          <DirectoryFilters
            search={search}
            update={update}
            specialties={specialtyOptions}
            cities={cityOptions}
            fieldClass={css.field}
          />
        </FilterSheet>
        <button
          type="button"
          className={`${button.secondary} ${sheetCss.wideOnly}`}
          onClick={() => {
            lastSent.current = ''
            setTyped('')
            onSearchChange(DEFAULT_DIRECTORY_SEARCH)
          }}
        >
          <Trans>Reset</Trans>
        </button>
      </div>

      <div className={css.summary} aria-live="polite">
        {directory ? <span>{t`Results: ${n(directory.total)}`}</span> : <span />}
      </div>
      <ListFreshness list={saved} locale={locale} />

      {!directory && !directoryQuery.isError ? (
        <div role="status" aria-label={t`Loading members`} className={css.list}>
          <SkeletonCards count={DIRECTORY_SKELETON_ROWS} testId="member-skeleton" />
        </div>
      ) : !directory ? (
        <p className={css.error} role="alert">
          {directoryQuery.error?.message || t`Failed to load`}
        </p>
      ) : directory.items.length === 0 ? (
        <p className={css.empty}>
          <Trans>No results</Trans>
        </p>
      ) : (
        <ul className={css.list} aria-busy={!members.complete}>
          {(members.shown ?? directory.items).map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
      )}

      {directory && members.complete ? (
        <Pagination
          page={search.page}
          total={directory.total}
          pageSize={directory.page_size}
          onPageChange={(page) => update({ page })}
          labels={{
            nav: t`Pages`,
            previous: t`Prev`,
            next: t`Next`,
            status: (page, pages) => t`Page ${n(page)} / ${n(pages)}`,
          }}
        />
      ) : null}
    </section>
  )
}

interface FiltersProps {
  search: DirectorySearch
  update: (change: Partial<DirectorySearch>) => void
  /** Codes with their labels in the reader's language; a member's own text is shown as typed. */
  specialties: readonly ReferenceOption[]
  cities: readonly ReferenceOption[]
  /** Each field's class: the wide toolbar's grid cell (hidden on a phone), or the sheet's row. */
  fieldClass: string
}

/** The directory's selects (specialty, city, sort, page size): inline on a wide screen, in the "Filters" sheet on a phone. */
function DirectoryFilters({ search, update, specialties, cities, fieldClass }: FiltersProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const ids = { specialty: useId(), city: useId(), sort: useId(), size: useId() }
  return (
    <>
      <label className={fieldClass} htmlFor={ids.specialty}>
        <Trans>Specialty</Trans>
        <select
          id={ids.specialty}
          className={css.control}
          value={search.specialty}
          onChange={(event) => update({ specialty: event.target.value })}
        >
          <option value="">{t`All specialties`}</option>
          {specialties.map((option) => (
            <option key={option.value} value={option.value} dir={option.free ? 'auto' : undefined}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldClass} htmlFor={ids.city}>
        <Trans>City</Trans>
        <select
          id={ids.city}
          className={css.control}
          value={search.city}
          onChange={(event) => update({ city: event.target.value })}
        >
          <option value="">{t`All cities`}</option>
          {cities.map((option) => (
            <option key={option.value} value={option.value} dir={option.free ? 'auto' : undefined}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className={fieldClass} htmlFor={ids.sort}>
        <Trans>Sort</Trans>
        <select
          id={ids.sort}
          className={css.control}
          value={search.sort}
          onChange={(event) =>
            update({ sort: event.target.value === 'name_desc' ? 'name_desc' : 'name_asc' })
          }
        >
          <option value="name_asc">{t`Name (A–Z)`}</option>
          <option value="name_desc">{t`Name (Z–A)`}</option>
        </select>
      </label>
      <label className={fieldClass} htmlFor={ids.size}>
        <Trans>Per page</Trans>
        <select
          id={ids.size}
          className={css.control}
          value={search.page_size}
          onChange={(event) => {
            const size = DIRECTORY_PAGE_SIZES.find((s) => String(s) === event.target.value)
            if (size) update({ page_size: size })
          }}
        >
          {DIRECTORY_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {formatNumber(size, locale)}
            </option>
          ))}
        </select>
      </label>
    </>
  )
}

/**
 * One member's card, rendered again only for another member (its labels follow the language
 * through their own context), not whenever the directory does: a page holds up to 50, and
 * re-rendering them all for a loading flag is a long task on a slow phone.
 */
const MemberCard = memo(function MemberCard({ member }: { member: DirectoryItem }) {
  return (
    <Link to="/members/$id" params={{ id: String(member.id) }} className={css.card}>
      <MemberAvatar src={member.avatar_url} size={56} />
      <div className={css.cardBody}>
        <h2 className={css.cardName}>
          <PersonName person={member} />
        </h2>
        {member.specialty ? (
          <Badge tone="primary" className={css.badgeSlot}>
            <ReferenceText kind="specialty" value={member.specialty} />
          </Badge>
        ) : null}
        {member.city ? (
          <p className={css.meta}>
            <ReferenceText kind="city" value={member.city} />
          </p>
        ) : null}
        {member.hospital ? (
          <p className={css.meta}>
            {/* Written by the member in one language: marked with it when it is not the reader's. */}
            <BilingualText ar="" en="" single={member.hospital} />
          </p>
        ) : null}
        {member.bio ? (
          <p className={css.bio}>
            <BilingualText ar={member.bio_ar ?? ''} en={member.bio_en ?? ''} single={member.bio} />
          </p>
        ) : null}
      </div>
    </Link>
  )
})

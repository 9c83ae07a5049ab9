import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { teamQueries } from '../api/team-queries'
import * as css from './teams.css'
import { formatNumber } from '@/lib/format/format'
import { sortByText } from '@/lib/format/collate'
import { isLocale } from '@/lib/i18n/i18n'
import { useOnlineStatus } from '@/lib/offline/online'
import { DetailState } from '@/ui/items/DetailState'
import { LastUpdated } from '@/ui/lists/LastUpdated'
import { ReferenceText } from '@/ui/text/ReferenceText'
import { PersonName } from '@/ui/text/PersonName'

/** /teams: the society's committees, gathered from members' association roles. */
export function TeamsPage() {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const teams = useQuery(teamQueries.list())
  const online = useOnlineStatus()
  return (
    <section className={css.page} aria-labelledby="teams-title">
      <h1 id="teams-title">
        <Trans>Teams</Trans>
      </h1>
      <p>
        <Trans>The society's committees and the members who serve on them.</Trans>
      </p>
      <LastUpdated
        updatedAt={teams.dataUpdatedAt}
        locale={locale}
        offline={!online}
        label={(when) => t`Updated ${when}`}
      />
      {teams.isPending && !online ? (
        <p role="alert" className={css.error}>
          <Trans>This page is not saved on this device. Open it again when you are online.</Trans>
        </p>
      ) : teams.isPending ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : teams.isError ? (
        <p role="alert" className={css.error}>
          {teams.error.message || t`Failed to load`}
        </p>
      ) : teams.data.items.length === 0 ? (
        <p>
          <Trans>No results</Trans>
        </p>
      ) : (
        <ul className={css.list}>
          {/* Committee names are typed by members, in either language: the reader's alphabetical order. */}
          {sortByText(teams.data.items, locale, (team) => team.name).map((team) => (
            <li key={team.id}>
              <Link to="/teams/$id" params={{ id: team.id }} className={css.card}>
                <h2 className={css.cardTitle} dir="auto">
                  {team.name}
                </h2>
                <p className={css.meta}>{t`Members: ${formatNumber(team.member_count, locale)}`}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Avatar({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false)
  return (
    <img
      className={css.avatar}
      src={src && !failed ? src : '/default-avatar.svg'}
      width={56}
      height={56}
      alt=""
      onError={() => setFailed(true)}
    />
  )
}

/** /teams/{id}: one committee with its members and their roles. */
export function TeamPage({ id }: { id: string }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const online = useOnlineStatus()
  const team = useQuery(teamQueries.detail(id))
  const back = (
    <Link to="/teams" className={css.back}>
      <Trans>Back to teams</Trans>
    </Link>
  )
  return (
    <DetailState
      query={team}
      className={css.page}
      back={back}
      notSaved={<Trans>This page is not saved on this device. Open it again when you are online.</Trans>}
    >
      {(data) => (
        <section className={css.page} aria-labelledby="team-title">
          {back}
          <LastUpdated
            updatedAt={team.dataUpdatedAt}
            locale={locale}
            offline={!online}
            label={(when) => t`Updated ${when}`}
          />
          <h1 id="team-title" dir="auto">
            {data.name}
          </h1>
          <ul className={css.list}>
            {sortByText(data.members, locale, (member) => member.full_name).map((member) => (
              <li key={`${member.id}-${member.role}`}>
                <Link
                  to="/members/$id"
                  params={{ id: String(member.id) }}
                  className={`${css.card} ${css.member}`}
                >
                  <Avatar src={member.avatar_url} />
                  <div>
                    <h2 className={css.cardTitle}>
                      <PersonName person={member} />
                    </h2>
                    {member.role ? (
                      <p className={css.role} dir="auto">
                        {member.role}
                      </p>
                    ) : null}
                    <p className={css.meta}>
                      <ReferenceText kind="specialty" value={member.specialty} />
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </DetailState>
  )
}

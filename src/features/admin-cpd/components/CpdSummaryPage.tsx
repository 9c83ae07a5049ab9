import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '@/lib/http/errors'
import { formatDate, formatNumber } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import * as css from '@/ui/admin/admin-page.css'
import * as data from '@/ui/admin/data-table.css'
import { LoadState } from '@/ui/admin/LoadState'
import { StatCards } from '@/ui/admin/StatCards'
import { cpdSummaryQuery } from '../api/cpd-summary-queries'

/**
 * CPD records in aggregate, for admins and the CME office: how many members who set a licence
 * are on track, and the hours the society's certificates gave by month. No member is named.
 */
export function CpdSummaryPage() {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const summary = useQuery(cpdSummaryQuery())
  const d = summary.data
  const n = (value: number) => formatNumber(value, locale)
  const hours = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 })
  const nothing =
    d !== undefined && d.members_with_licence === 0 && d.hours_issued_by_month.every((m) => m.hours === 0)
  return (
    <section aria-labelledby="admin-cpd-heading">
      <h1 id="admin-cpd-heading" className={css.heading}>
        {t`CPD records`}
      </h1>
      <p className={css.muted}>
        {t`Members' progress against their licence cycles, in aggregate; no member's activities or files are shown.`}
      </p>
      <LoadState
        error={summary.isError ? errorMessage(summary.error, t`The CPD summary could not be loaded.`) : null}
        onRetry={() => void summary.refetch()}
        retryLabel={t`Retry`}
        loading={!d}
        loadingLabel={t`Loading…`}
        empty={nothing ? t`No member has set a licence and no certificate has given hours yet.` : null}
      >
        {() =>
          d ? (
            <>
              <StatCards
                label={t`Members with a licence`}
                items={[
                  { label: t`Members with a licence`, value: n(d.members_with_licence) },
                  { label: t`On track`, value: n(d.on_track) },
                  { label: t`Behind`, value: n(d.behind) },
                  { label: t`Not assessed (exempt or no requirement given)`, value: n(d.not_assessed) },
                ]}
              />
              <div className={data.tableWrap}>
                <table className={data.table}>
                  <caption className={data.cell}>{t`Hours issued by the society per month`}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={data.cell}>{t`Month`}</th>
                      <th scope="col" className={data.cell}>{t`Hours`}</th>
                      <th scope="col" className={data.cell}>{t`Certificates`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.hours_issued_by_month.map((row) => (
                      <tr key={row.month}>
                        <th scope="row" className={`${data.cell} ${data.nowrap}`}>
                          {formatDate(`${row.month}-01`, locale, { month: 'long', year: 'numeric' })}
                        </th>
                        <td className={data.cell}>{hours(row.hours)}</td>
                        <td className={data.cell}>{n(row.certificates)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null
        }
      </LoadState>
    </section>
  )
}

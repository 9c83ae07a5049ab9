import { localeOf } from '@/lib/i18n/i18n'
import { AUDIT_PAGE_SIZE, AUDIT_VERBS, type AuditEntry, type AuditVerb } from '@contract/audit'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { downloadCsv } from '@/lib/format/csv'
import { formatDate } from '@/lib/format/format'
import { isOneOf } from '@contract/narrow'
import { ChoiceField, SelectField, TextField } from '@/ui/primitives/Field'
import { LoadState } from '@/ui/admin/LoadState'
import { Pagination } from '@/ui/lists/Pagination'
import { useToast } from '@/ui/primitives/Toast'
import { button } from '@/ui/primitives/button.css'
import * as data from '@/ui/admin/data-table.css'
import * as adminPage from '@/ui/admin/admin-page.css'
import { adminUserQueries, fetchAuditCsv, NO_AUDIT_FILTERS, type AuditFilters } from '../api/users-queries'
import { fieldLabel, shownValue, VERB_LABELS } from '../audit-sentences'
import { AuditSentence } from './AuditSentence'
import * as css from './audit.css'
import { usePagerLabels } from './pager-labels'

/** Each field an update changed: its name, then the value before and after, each isolated. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  if (entry.changes.length === 0) return null
  // The arrow points the way the line reads: leftwards in Arabic.
  const arrow = locale === 'ar' ? '←' : '→'
  return (
    <ul className={css.changes}>
      {entry.changes.map((change) => (
        <li key={change.field} className={css.change}>
          <span className={css.field}>{fieldLabel(change.field, i18n)}</span>
          {': '}
          <bdi dir="auto" className={css.before}>
            {shownValue(change.field, change.before, i18n, locale)}
          </bdi>{' '}
          <span aria-hidden="true">{arrow}</span>
          <span className="visually-hidden">{t`to`}</span>{' '}
          <bdi dir="auto">{shownValue(change.field, change.after, i18n, locale)}</bdi>
        </li>
      ))}
    </ul>
  )
}

/** Who changed what and when, as sentences, filtered by person, action and days, exported as CSV. */
export function AuditPage() {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const toast = useToast()
  const pagerLabels = usePagerLabels()
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS)
  const [page, setPage] = useState(1)
  const [exporting, setExporting] = useState(false)
  const list = useQuery({ ...adminUserQueries.audit(filters, page), placeholderData: keepPreviousData })
  const change = (next: Partial<AuditFilters>) => {
    setFilters({ ...filters, ...next })
    setPage(1)
  }
  const when = (entry: AuditEntry) => (
    <time dateTime={entry.created_at}>
      {formatDate(entry.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  )
  const exportCsv = async () => {
    setExporting(true)
    try {
      downloadCsv('audit-log.csv', await fetchAuditCsv(filters, locale))
    } catch (error) {
      toast.show(
        error instanceof Error && error.message
          ? error.message
          : t`Unable to complete the action. Please try again.`,
        'error',
      )
    } finally {
      setExporting(false)
    }
  }
  const filtered = filters.actor !== '' || filters.action !== '' || filters.from !== '' || filters.to !== ''
  const items = list.data?.items ?? []
  return (
    <section aria-labelledby="audit-heading">
      <div className={adminPage.heading}>
        <h1 id="audit-heading">{t`Audit log`}</h1>
        <button
          type="button"
          className={button.secondary}
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          {t`Export CSV`}
        </button>
      </div>
      <div
        className={`${adminPage.toolbarDense} ${css.filters}`}
        role="search"
        aria-label={t`Filter the audit log`}
      >
        <SelectField
          label={t`Person`}
          value={filters.actor}
          onChange={(e) => change({ actor: e.target.value })}
        >
          <option value="">{t`Everyone`}</option>
          {(list.data?.actors ?? []).map((actor) => (
            <option key={actor.id} value={String(actor.id)}>
              {actor.name || actor.email || `#${actor.id}`}
            </option>
          ))}
        </SelectField>
        <ChoiceField
          label={t`Action`}
          choices={AUDIT_VERBS}
          labelOf={(verb: AuditVerb) => i18n._(VERB_LABELS[verb])}
          emptyLabel={t`All actions`}
          value={isOneOf(AUDIT_VERBS, filters.action) ? filters.action : null}
          onChange={(verb: AuditVerb | null) => change({ action: verb ?? '' })}
        />
        <TextField
          label={t`From`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => change({ from: e.target.value })}
        />
        <TextField
          label={t`To`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => change({ to: e.target.value })}
        />
        {filtered ? (
          <button type="button" className={button.ghost} onClick={() => change(NO_AUDIT_FILTERS)}>
            {t`Clear filters`}
          </button>
        ) : null}
      </div>
      <LoadState
        error={list.isError ? list.error.message || t`Failed to load` : null}
        onRetry={() => void list.refetch()}
        retryLabel={t`Retry`}
        loading={!list.data}
        loadingLabel={t`Loading…`}
        empty={
          list.data?.items.length === 0
            ? filtered
              ? t`No changes match these filters`
              : t`No changes recorded yet`
            : null
        }
      >
        <div className={`${data.tableWrap} ${css.wideOnly}`}>
          <table className={data.table}>
            <caption className="visually-hidden">{t`Audit log`}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${data.cell} ${data.nowrap}`}>{t`When`}</th>
                <th scope="col" className={data.cell}>{t`What happened`}</th>
                <th scope="col" className={data.cell}>{t`Changes`}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${data.cell} ${css.when}`}>{when(entry)}</td>
                  <td className={data.cell}>
                    <AuditSentence entry={entry} />
                  </td>
                  <td className={data.cell}>
                    {entry.changes.length > 0 ? (
                      <Changes entry={entry} />
                    ) : (
                      <span className={adminPage.muted}>—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className={css.phoneOnly} aria-label={t`Audit log`}>
          {items.map((entry) => (
            <li key={entry.id} className={adminPage.card}>
              <AuditSentence entry={entry} />
              <div className={adminPage.muted}>{when(entry)}</div>
              <Changes entry={entry} />
            </li>
          ))}
        </ul>
      </LoadState>
      {list.data ? (
        <Pagination
          page={page}
          total={list.data.total}
          pageSize={AUDIT_PAGE_SIZE}
          onPageChange={setPage}
          hideSinglePage
          labels={pagerLabels}
        />
      ) : null}
    </section>
  )
}

import { localeOf } from '@/lib/i18n'
import { AUDIT_PAGE_SIZE } from '@contract/audit'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '@/lib/format'
import { DataTable } from '@/ui/DataTable'
import { LoadState } from '@/ui/LoadState'
import { Pagination } from '@/ui/Pagination'
import { adminUserQueries } from '../api/users-queries'
import { usePagerLabels } from './pager-labels'

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value))

/** Who changed what and when, with the record before and after. */
export function AuditPage() {
  const { t, i18n } = useLingui()
  const pagerLabels = usePagerLabels()
  const [page, setPage] = useState(1)
  const list = useQuery({ ...adminUserQueries.audit(page), placeholderData: keepPreviousData })
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">{t`Audit log`}</h1>
      <LoadState
        error={list.isError ? list.error.message || t`Failed to load` : null}
        onRetry={() => void list.refetch()}
        retryLabel={t`Retry`}
        loading={!list.data}
        loadingLabel={t`Loading…`}
        empty={list.data?.items.length === 0 ? t`No changes recorded yet` : null}
      >
        <DataTable
          caption={t`Audit log`}
          rows={list.data?.items ?? []}
          rowKey={(entry) => entry.id}
          nowrapHeaders
          columns={[
            { key: 'when', header: t`When`, cell: (entry) => formatDate(entry.created_at, localeOf(i18n), { dateStyle: 'medium', timeStyle: 'short' }) },
            { key: 'who', header: t`Who`, cell: (entry) => entry.actor_email ?? '—' },
            {
              key: 'what',
              header: t`What`,
              cell: (entry) => (
                <>
                  {entry.action} #{entry.entity_id ?? ''}
                </>
              ),
            },
            { key: 'before', header: t`Before`, cell: (entry) => <code>{show(entry.before)}</code> },
            { key: 'after', header: t`After`, cell: (entry) => <code>{show(entry.after)}</code> },
          ]}
        />
      </LoadState>
      {list.data ? <Pagination page={page} total={list.data.total} pageSize={AUDIT_PAGE_SIZE} onPageChange={setPage} hideSinglePage labels={pagerLabels} /> : null}
    </section>
  )
}

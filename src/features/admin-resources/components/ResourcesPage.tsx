import { WHOLE_NUMBER_INPUT, numberOfField } from '@/lib/format/typed-number'
import { localeOf } from '@/lib/i18n/i18n'
import {
  type AdminResource,
  RESOURCE_CATEGORIES,
  RESOURCE_VISIBILITIES,
  type ResourceCategory,
  type ResourceVisibility,
  type ResourceWrite,
} from '@contract/resources'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '@/lib/http/errors'
import { formatNumber } from '@/lib/format/format'
import {
  FormActions,
  FormError,
  MarkdownArea,
  UploadField,
  UploadProgress,
  useUpload,
} from '@/ui/admin/AdminForm'
import { AdminModal } from '@/ui/admin/AdminModal'
import * as css from '@/ui/admin/admin-page.css'
import { DataTable } from '@/ui/admin/DataTable'
import { AdminEditFlow, AdminListHeading, EditDeleteActions } from '@/ui/admin/AdminEditFlow'
import { ChoiceField, SelectField, TextField } from '@/ui/primitives/Field'
import { LoadState } from '@/ui/admin/LoadState'
import { StatCards } from '@/ui/admin/StatCards'
import { useAdminEditing } from '@/ui/admin/useAdminEditing'
import { useAdminSubmit } from '@/ui/admin/useAdminSubmit'
import {
  adminResourceQueries,
  createResource,
  deleteResource,
  saveResource,
  uploadResourceFile,
} from '../api/resources-queries'
import { filterResources, resourceStats, visibleKeywords } from '../model'
import { useReferenceLabels } from '@/lib/i18n/reference-labels'

function useLabels() {
  const { t } = useLingui()
  const { label } = useReferenceLabels()
  const visibility: Record<ResourceVisibility, string> = {
    public: t`Public`,
    member: t`Members only`,
    admin: t`Admins only`,
  }
  // An unknown visibility reads as undefined and falls back to the stored text.
  return {
    category: (v: string) => label('resource_category', v),
    visibility: (v: string) => visibility[v as ResourceVisibility] ?? v,
  }
}

/** Resources: stat cards, search, category and visibility filters, table with keywords, modal. */
export function ResourcesPage({
  creating,
  onCreatingChange,
}: {
  creating: boolean
  onCreatingChange: (open: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const labels = useLabels()
  const queryClient = useQueryClient()
  const list = useQuery(adminResourceQueries.list())
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState('')
  const [visibility, setVisibility] = useState('')
  const all = list.data?.items ?? []
  const rows = filterResources(all, { search, category, visibility })
  const stats = resourceStats(all)
  const filtered = Boolean(search || category || visibility)
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminResourceQueries.all })
  const { editing, deleting, ...crud } = useAdminEditing<AdminResource>({ onCreatingChange, refresh })
  const title = (r: AdminResource) => (locale === 'ar' ? r.title_ar || r.title_en : r.title_en || r.title_ar)

  return (
    <section aria-labelledby="resources-heading">
      <AdminListHeading
        id="resources-heading"
        title={t`Resources`}
        addLabel={t`Upload resource`}
        onAdd={() => onCreatingChange(true)}
      />
      <StatCards
        label={t`Resource statistics`}
        items={[
          { label: t`Total resources`, value: formatNumber(stats.total, locale) },
          { label: t`Public`, value: formatNumber(stats.public, locale) },
          { label: t`Members only`, value: formatNumber(stats.members, locale) },
          { label: t`Categories`, value: formatNumber(stats.categories, locale) },
        ]}
      />
      <div className={css.toolbar} role="search" aria-label={t`Filter resources`}>
        <TextField
          label={t`Search`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField label={t`Category`} value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">{t`All categories`}</option>
          {RESOURCE_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {labels.category(value)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Visibility`} value={visibility} onChange={(e) => setVisibility(e.target.value)}>
          <option value="">{t`All`}</option>
          {RESOURCE_VISIBILITIES.map((value) => (
            <option key={value} value={value}>
              {labels.visibility(value)}
            </option>
          ))}
        </SelectField>
      </div>
      <LoadState
        error={list.isError ? errorMessage(list.error, t`Failed to load resources`) : null}
        onRetry={() => void list.refetch()}
        retryLabel={t`Retry`}
        loading={!list.data}
        loadingLabel={t`Loading…`}
        empty={rows.length > 0 ? null : filtered ? t`No resources match these filters.` : t`No resources yet`}
      >
        <DataTable
          caption={t`Resources`}
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            {
              key: 'title',
              header: t`Title`,
              cell: (r) => {
                const kw = visibleKeywords(r.keywords)
                return (
                  <>
                    <div dir="auto">{title(r)}</div>
                    <div className={css.actions}>
                      {kw.shown.map((k) => (
                        <span key={k} className={css.badge.neutral} dir="auto">
                          {k}
                        </span>
                      ))}
                      {kw.more ? <span className={css.muted}>+{kw.more}</span> : null}
                    </div>
                  </>
                )
              },
            },
            { key: 'category', header: t`Category`, cell: (r) => labels.category(r.category) },
            {
              key: 'specialty',
              header: t`Specialty`,
              cell: (r) => (r.specialty ? <bdi dir="auto">{r.specialty}</bdi> : '—'),
            },
            { key: 'year', header: t`Year`, cell: (r) => r.year ?? '—' },
            {
              key: 'visibility',
              header: t`Visibility`,
              cell: (r) => (
                <span className={r.visibility === 'public' ? css.badge.success : css.badge.warning}>
                  {labels.visibility(r.visibility)}
                </span>
              ),
            },
            {
              key: 'actions',
              header: t`Actions`,
              cell: (r) => <EditDeleteActions item={r} name={title} crud={crud} />,
            },
          ]}
        />
      </LoadState>
      <AdminEditFlow
        creating={creating}
        editing={editing}
        deleting={deleting}
        crud={crud}
        name={title}
        form={(item, onClose, onSaved) => (
          <ResourceForm resource={item} onClose={onClose} onSaved={onSaved} />
        )}
        texts={{
          saved: t`Resource saved`,
          created: t`Resource created`,
          deleteTitle: t`Delete resource`,
          deleted: t`Resource deleted`,
        }}
        remove={(item) => deleteResource(item.id)}
        deleteFailed={(error: unknown) => errorMessage(error, t`Failed to delete resource`)}
      />
    </section>
  )
}

interface Form {
  category: ResourceCategory
  visibility: ResourceVisibility
  title_ar: string
  title_en: string
  description_ar: string
  description_en: string
  year: string
  specialty: string
  keywords_ar: string
  keywords_en: string
  file_path: string
  author_ar: string
  author_en: string
  featured: boolean
}

function ResourceForm({
  resource,
  onClose,
  onSaved,
}: {
  resource: AdminResource | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useLingui()
  const labels = useLabels()
  const [form, setForm] = useState<Form>({
    category: (resource?.category as ResourceCategory | undefined) ?? 'document', // the server stores only the picklist's members (its write schema checks them)
    visibility: (resource?.visibility as ResourceVisibility | undefined) ?? 'public', // the server stores only the picklist's members (its write schema checks them)
    title_ar: resource?.title_ar ?? '',
    title_en: resource?.title_en ?? '',
    description_ar: resource?.description_ar ?? '',
    description_en: resource?.description_en ?? '',
    year: resource?.year?.toString() ?? '',
    specialty: resource?.specialty ?? '',
    keywords_ar: resource?.keywords_ar.join('، ') ?? '',
    keywords_en: resource?.keywords_en.join(', ') ?? '',
    file_path: resource?.file_path ?? '',
    author_ar: resource?.author_ar ?? '',
    author_en: resource?.author_en ?? '',
    featured: resource?.featured ?? false,
  })
  const { uploading, uploaded, start: startUpload } = useUpload()
  const set = (change: Partial<Form>) => setForm((current) => ({ ...current, ...change }))
  const payload = (): ResourceWrite => ({ ...form, year: numberOfField(form.year) })
  const { error, setError, busy, submit } = useAdminSubmit({
    save: () => (resource ? saveResource(resource.id, payload()) : createResource(payload())),
    onSaved,
    failed: (error) => errorMessage(error, t`Failed to save resource`),
  })
  return (
    <AdminModal title={resource ? t`Edit resource` : t`Upload resource`} onClose={onClose}>
      <form onSubmit={submit}>
        <FormError error={error} />
        <div className={css.grid}>
          <ChoiceField
            label={t`Category`}
            value={form.category}
            choices={RESOURCE_CATEGORIES}
            labelOf={labels.category}
            onChange={(category) => set({ category })}
          />
          <ChoiceField
            label={t`Visibility`}
            value={form.visibility}
            choices={RESOURCE_VISIBILITIES}
            labelOf={labels.visibility}
            onChange={(visibility) => set({ visibility })}
          />
          <TextField
            label={t`Year`}
            {...WHOLE_NUMBER_INPUT}
            value={form.year}
            onChange={(e) => set({ year: e.target.value })}
          />
          <TextField
            label={t`Specialty`}
            value={form.specialty}
            onChange={(e) => set({ specialty: e.target.value })}
          />
        </div>
        <div className={css.grid}>
          <TextField
            label={t`Author (Arabic)`}
            dir="rtl"
            lang="ar"
            value={form.author_ar}
            onChange={(e) => set({ author_ar: e.target.value })}
          />
          <TextField
            label={t`Author (English)`}
            dir="ltr"
            lang="en"
            value={form.author_en}
            onChange={(e) => set({ author_en: e.target.value })}
          />
        </div>
        <TextField
          label={t`Title (Arabic)`}
          dir="rtl"
          lang="ar"
          value={form.title_ar}
          onChange={(e) => set({ title_ar: e.target.value })}
        />
        <TextField
          label={t`Title (English)`}
          dir="ltr"
          lang="en"
          value={form.title_en}
          onChange={(e) => set({ title_en: e.target.value })}
        />
        <div className={css.grid}>
          <TextField
            label={t`Keywords in Arabic (comma separated)`}
            dir="rtl"
            lang="ar"
            value={form.keywords_ar}
            onChange={(e) => set({ keywords_ar: e.target.value })}
          />
          <TextField
            label={t`Keywords in English (comma separated)`}
            dir="ltr"
            lang="en"
            value={form.keywords_en}
            onChange={(e) => set({ keywords_en: e.target.value })}
          />
        </div>
        <TextField
          label={t`File URL`}
          dir="ltr"
          required
          value={form.file_path}
          onChange={(e) => set({ file_path: e.target.value })}
        />
        <UploadField
          label={t`Upload a file`}
          hint={t`PDF, DOCX, XLSX, CSV, TXT, PNG or JPG, up to 25 MB. Choose the visibility first: members-only files are stored privately.`}
          accept=".pdf,.docx,.xlsx,.csv,.txt,.png,.jpg,.jpeg"
          disabled={uploading}
          onFile={(file) => {
            setError(null)
            startUpload(
              (onProgress) => uploadResourceFile(file, form.visibility, onProgress),
              (res) => setForm((current) => ({ ...current, file_path: res.url })),
              (err) => setError(errorMessage(err, t`Upload failed`)),
            )
          }}
        />
        {uploading ? <UploadProgress progress={uploaded} label={t`Uploading`} text={t`Uploading…`} /> : null}
        <label>
          <input
            type="checkbox"
            checked={form.featured}
            onChange={(e) => set({ featured: e.target.checked })}
          />{' '}
          {t`Featured`}
        </label>
        <MarkdownArea
          label={t`Description (Arabic, markdown)`}
          dir="rtl"
          value={form.description_ar}
          onChange={(value) => set({ description_ar: value })}
        />
        <MarkdownArea
          label={t`Description (English, markdown)`}
          dir="ltr"
          value={form.description_en}
          onChange={(value) => set({ description_en: value })}
        />
        <FormActions
          cancelLabel={t`Cancel`}
          saveLabel={t`Save`}
          busy={busy || uploading}
          onCancel={onClose}
        />
      </form>
    </AdminModal>
  )
}

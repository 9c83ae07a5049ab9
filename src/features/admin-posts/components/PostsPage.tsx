import { localeOf } from '@/lib/i18n/i18n'
import {
  type Post,
  POST_CATEGORIES,
  POST_STATUSES,
  POST_TYPES,
  type PostCategory,
  type PostStatus,
  type PostType,
  type PostWrite,
} from '@contract/posts'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '@/lib/format/format'
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
import { button } from '@/ui/primitives/button.css'
import { DataTable } from '@/ui/admin/DataTable'
import { AdminEditFlow, AdminListHeading, EditDeleteActions } from '@/ui/admin/AdminEditFlow'
import { ChoiceField, TextField } from '@/ui/primitives/Field'
import { LoadState } from '@/ui/admin/LoadState'
import { useAdminEditing } from '@/ui/admin/useAdminEditing'
import { useAdminSubmit } from '@/ui/admin/useAdminSubmit'
import { adminPostQueries, createPost, deletePost, savePost, uploadPostImage } from '../api/posts-queries'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

const BADGE_TONE = { draft: 'warning', published: 'success', scheduled: 'info' } as const satisfies Record<
  PostStatus,
  css.AdminBadgeTone
>

const EMPTY: PostWrite = {
  type: 'news',
  status: 'draft',
  title_ar: '',
  title_en: '',
  body_md_ar: '',
  body_md_en: '',
  feature_path: '',
  category: null,
}

/** Posts: table, create/edit modal, delete confirmation; posts show the server's error text as it is. */
export function PostsPage({
  creating,
  onCreatingChange,
}: {
  creating: boolean
  onCreatingChange: (open: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const list = useQuery(adminPostQueries.list())
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminPostQueries.all })
  const { editing, deleting, ...crud } = useAdminEditing<Post>({ onCreatingChange, refresh })
  const title = (post: Post) =>
    (i18n.locale === 'ar' ? post.title_ar || post.title_en : post.title_en || post.title_ar) || t`(untitled)`
  const statusLabel: Record<PostStatus, string> = {
    draft: t`Draft`,
    published: t`Published`,
    scheduled: t`Scheduled`,
  }
  const typeLabel: Record<PostType, string> = { news: t`News`, page: t`Page` }

  return (
    <section aria-labelledby="posts-heading">
      <AdminListHeading
        id="posts-heading"
        title={t`Posts`}
        addLabel={t`Add post`}
        onAdd={() => onCreatingChange(true)}
      />
      <LoadState
        error={list.isError ? errorText(list.error) : null}
        onRetry={() => void list.refetch()}
        retryLabel={t`Retry`}
        loading={!list.data}
        loadingLabel={t`Loading…`}
        empty={list.data?.items.length === 0 ? t`No posts yet` : null}
      >
        <DataTable
          caption={t`Posts`}
          rows={list.data?.items ?? []}
          rowKey={(post) => post.id}
          columns={[
            { key: 'title', header: t`Title`, cell: title },
            { key: 'type', header: t`Type`, cell: (post) => typeLabel[post.type] },
            {
              key: 'status',
              header: t`Status`,
              cell: (post) => (
                <span className={css.badge[BADGE_TONE[post.status]]}>{statusLabel[post.status]}</span>
              ),
            },
            {
              key: 'created',
              header: t`Created`,
              cell: (post) => formatDate(post.created_at, localeOf(i18n)),
            },
            {
              key: 'actions',
              header: t`Actions`,
              cell: (post) => <EditDeleteActions item={post} name={title} crud={crud} />,
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
        form={(item, onClose, onSaved) => <PostForm post={item} onClose={onClose} onSaved={onSaved} />}
        texts={{
          saved: t`Post saved`,
          created: t`Post created`,
          deleteTitle: t`Delete post`,
          deleted: t`Post deleted`,
        }}
        remove={(item) => deletePost(item.id)}
        deleteFailed={errorText}
      />
    </section>
  )
}

function PostForm({
  post,
  onClose,
  onSaved,
}: {
  post: Post | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useLingui()
  const [form, setForm] = useState<PostWrite>(
    post
      ? {
          type: post.type,
          status: post.status,
          title_ar: post.title_ar,
          title_en: post.title_en,
          body_md_ar: post.body_md_ar,
          body_md_en: post.body_md_en,
          feature_path: post.feature_path ?? '',
          // The server stores only the picklist's members.
          category: (post.category as PostCategory | null) ?? null,
        }
      : EMPTY,
  )
  const { uploading, uploaded, start: startUpload } = useUpload()
  const [preview, setPreview] = useState(false)
  // Functional update: an upload finishing later must not undo what was typed meanwhile.
  const set = (change: Partial<PostWrite>) => setForm((current) => ({ ...current, ...change }))
  const categoryLabel: Record<PostCategory, string> = {
    announcements: t`Announcements`,
    conferences: t`Conferences`,
    research: t`Research`,
    education: t`Education`,
    community: t`Community`,
  }

  const { error, setError, busy, submit } = useAdminSubmit({
    save: () => (post ? savePost(post.id, form) : createPost(form)),
    onSaved,
    failed: errorText,
  })
  return (
    <AdminModal title={post ? t`Edit post` : t`Add post`} onClose={onClose}>
      <form onSubmit={submit}>
        <FormError error={error} />
        <div className={css.grid}>
          <ChoiceField
            label={t`Type`}
            value={form.type}
            choices={POST_TYPES}
            labelOf={(type) => (type === 'news' ? t`News` : t`Page`)}
            onChange={(type) => set({ type })}
          />
          <ChoiceField
            label={t`Status`}
            value={form.status}
            choices={POST_STATUSES}
            labelOf={(status) =>
              status === 'draft' ? t`Draft` : status === 'published' ? t`Published` : t`Scheduled`
            }
            onChange={(status) => set({ status })}
          />
          <ChoiceField
            label={t`Category`}
            value={form.category ?? null}
            emptyLabel={t`No category`}
            choices={POST_CATEGORIES}
            labelOf={(category: PostCategory) => categoryLabel[category]}
            onChange={(category: PostCategory | null) => set({ category })}
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
        <TextField
          label={t`Feature image URL`}
          type="text"
          inputMode="url"
          dir="ltr"
          value={form.feature_path ?? ''}
          onChange={(e) => set({ feature_path: e.target.value })}
        />
        <UploadField
          label={t`Upload feature image`}
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={uploading}
          onFile={(file) =>
            startUpload(
              (onProgress) => uploadPostImage(file, onProgress),
              (res) => set({ feature_path: res.url }),
              (err) => setError(errorText(err) || t`Upload failed`),
            )
          }
        />
        {uploading ? (
          <UploadProgress progress={uploaded} label={t`Uploading`} text={t`Uploading…`} />
        ) : form.feature_path ? (
          <img className={css.thumb} src={form.feature_path} alt={t`Feature image preview`} />
        ) : null}
        <MarkdownArea
          label={t`Body (Arabic, markdown)`}
          dir="rtl"
          lang="ar"
          value={form.body_md_ar ?? ''}
          preview={preview}
          onChange={(body_md_ar) => set({ body_md_ar })}
        />
        <MarkdownArea
          label={t`Body (English, markdown)`}
          dir="ltr"
          lang="en"
          value={form.body_md_en ?? ''}
          preview={preview}
          onChange={(body_md_en) => set({ body_md_en })}
        />
        <FormActions
          cancelLabel={t`Cancel`}
          saveLabel={t`Save`}
          busy={busy || uploading}
          onCancel={onClose}
          before={
            <button
              type="button"
              className={button.ghost}
              aria-pressed={preview}
              onClick={() => setPreview(!preview)}
            >
              {t`Preview`}
            </button>
          }
        />
      </form>
    </AdminModal>
  )
}

import type { PostWrite } from '@contract/admin-posts'
import { POST_BODY_TEXTAREA_ROWS, type Locale } from '@contract/constants'
import { POST_CATEGORIES, POST_STATUSES, POST_TYPES, type Post, type PostCategory, type PostStatus, type PostType } from '@contract/posts'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useDocumentTitle } from '@/lib/document-title'
import { formatDate } from '@/lib/format'
import { Markdown } from '@/lib/markdown'
import { button } from '@/ui/button.css'
import { SelectField, TextField } from '@/ui/Field'
import { useToast } from '@/ui/Toast'
import { adminPostQueries, createPost, deletePost, savePost, uploadPostImage } from '../api/posts-queries'
import * as css from './admin-posts.css'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

function Modal({ title, onClose, children }: { title: ReactNode; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    <dialog ref={ref} className={css.dialog} aria-labelledby={titleId} onCancel={onClose}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  )
}

const EMPTY: PostWrite = { type: 'news', status: 'draft', title_ar: '', title_en: '', body_md_ar: '', body_md_en: '', feature_path: '', category: null }

/** Spec §2 Posts: table, create/edit modal, delete confirmation; posts show the raw error (§8). */
export function PostsPage({ creating, onCreatingChange }: { creating: boolean; onCreatingChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Posts`)
  const toast = useToast()
  const queryClient = useQueryClient()
  const list = useQuery(adminPostQueries.list())
  const [editing, setEditing] = useState<Post | null>(null)
  const [deleting, setDeleting] = useState<Post | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminPostQueries.all })
  const title = (post: Post) => (i18n.locale === 'ar' ? post.title_ar || post.title_en : post.title_en || post.title_ar) || t`(untitled)`
  const statusLabel: Record<PostStatus, string> = { draft: t`Draft`, published: t`Published`, scheduled: t`Scheduled` }
  const typeLabel: Record<PostType, string> = { news: t`News`, page: t`Page` }

  return (
    <section aria-labelledby="posts-heading">
      <div className={css.heading}>
        <h1 id="posts-heading">{t`Posts`}</h1>
        <button type="button" className={button.primary} onClick={() => onCreatingChange(true)}>
          {t`Add post`}
        </button>
      </div>
      {list.isError ? (
        <div className={css.alert} role="alert">
          <p>{errorText(list.error)}</p>
          <button type="button" className={button.secondary} onClick={() => void list.refetch()}>
            {t`Retry`}
          </button>
        </div>
      ) : !list.data ? (
        <p className={css.empty}>{t`Loading…`}</p>
      ) : list.data.items.length === 0 ? (
        <p className={css.empty}>{t`No posts yet`}</p>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className="visually-hidden">{t`Posts`}</caption>
            <thead>
              <tr>
                <th className={css.cell} scope="col">{t`Title`}</th>
                <th className={css.cell} scope="col">{t`Type`}</th>
                <th className={css.cell} scope="col">{t`Status`}</th>
                <th className={css.cell} scope="col">{t`Created`}</th>
                <th className={css.cell} scope="col">{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((post) => (
                <tr key={post.id}>
                  <td className={css.cell}>{title(post)}</td>
                  <td className={css.cell}>{typeLabel[post.type]}</td>
                  <td className={css.cell}>
                    <span className={css.badge[post.status]}>{statusLabel[post.status]}</span>
                  </td>
                  <td className={css.cell}>{formatDate(post.created_at, i18n.locale as Locale)}</td>
                  <td className={css.cell}>
                    <div className={css.actions}>
                      <button type="button" className={`${button.secondary} ${css.small}`} aria-label={t`Edit ${title(post)}`} onClick={() => setEditing(post)}>
                        {t`Edit`}
                      </button>
                      <button type="button" className={`${button.danger} ${css.small}`} aria-label={t`Delete ${title(post)}`} onClick={() => setDeleting(post)}>
                        {t`Delete`}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating || editing ? (
        <PostForm
          post={editing}
          onClose={() => {
            setEditing(null)
            onCreatingChange(false)
          }}
          onSaved={() => {
            toast.show(editing ? t`Post saved` : t`Post created`, 'success')
            setEditing(null)
            onCreatingChange(false)
            void refresh()
          }}
        />
      ) : null}
      {deleting ? (
        <Modal title={t`Delete post`} onClose={() => setDeleting(null)}>
          <p>{t`Delete "${title(deleting)}"? This cannot be undone.`}</p>
          <div className={css.dialogActions}>
            <button type="button" className={button.secondary} onClick={() => setDeleting(null)}>
              {t`Cancel`}
            </button>
            <button
              type="button"
              className={button.danger}
              onClick={() => {
                const target = deleting
                deletePost(target.id)
                  .then(() => {
                    toast.show(t`Post deleted`, 'success')
                    setDeleting(null)
                    void refresh()
                  })
                  .catch((error: unknown) => toast.show(errorText(error), 'error'))
              }}
            >
              {t`Delete`}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  )
}

function PostForm({ post, onClose, onSaved }: { post: Post | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui()
  const [form, setForm] = useState<PostWrite>(
    post
      ? { type: post.type, status: post.status, title_ar: post.title_ar, title_en: post.title_en, body_md_ar: post.body_md_ar, body_md_en: post.body_md_en, feature_path: post.feature_path ?? '', category: (post.category as PostCategory | null) ?? null }
      : EMPTY,
  )
  const [error, setError] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [uploaded, setUploaded] = useState(0)
  const [busy, setBusy] = useState(false)
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

  return (
    <Modal title={post ? t`Edit post` : t`Add post`} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          setBusy(true)
          setError(null)
          ;(post ? savePost(post.id, form) : createPost(form))
            .then(onSaved)
            .catch((err: unknown) => setError(errorText(err)))
            .finally(() => setBusy(false))
        }}
      >
        {error ? (
          <p className={css.alert} role="alert">
            {error}
          </p>
        ) : null}
        <div className={css.grid}>
          <SelectField label={t`Type`} value={form.type} onChange={(e) => set({ type: e.target.value as PostType })}>
            {POST_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'news' ? t`News` : t`Page`}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Status`} value={form.status} onChange={(e) => set({ status: e.target.value as PostStatus })}>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === 'draft' ? t`Draft` : status === 'published' ? t`Published` : t`Scheduled`}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Category`} value={form.category ?? ''} onChange={(e) => set({ category: (e.target.value || null) as PostCategory | null })}>
            <option value="">{t`No category`}</option>
            {POST_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel[category]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label={t`Title (Arabic)`} dir="rtl" lang="ar" value={form.title_ar} onChange={(e) => set({ title_ar: e.target.value })} />
        <TextField label={t`Title (English)`} dir="ltr" lang="en" value={form.title_en} onChange={(e) => set({ title_en: e.target.value })} />
        <TextField label={t`Feature image URL`} type="text" inputMode="url" dir="ltr" value={form.feature_path ?? ''} onChange={(e) => set({ feature_path: e.target.value })} />
        <TextField
          label={t`Upload feature image`}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={uploading}
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (!file) return
            setUploading(true)
            setUploaded(0)
            uploadPostImage(file, setUploaded)
              .then((res) => set({ feature_path: res.url }))
              .catch((err: unknown) => setError(errorText(err) || t`Upload failed`))
              .finally(() => setUploading(false))
          }}
        />
        {uploading ? (
          <p role="status">
            <progress aria-label={t`Uploading`} value={uploaded} max={1} /> {t`Uploading…`} {Math.round(uploaded * 100)}%
          </p>
        ) : form.feature_path ? (
          <img className={css.thumb} src={form.feature_path} alt={t`Feature image preview`} />
        ) : null}
        <BodyField label={t`Body (Arabic, markdown)`} dir="rtl" lang="ar" value={form.body_md_ar ?? ''} preview={preview} onChange={(body_md_ar) => set({ body_md_ar })} />
        <BodyField label={t`Body (English, markdown)`} dir="ltr" lang="en" value={form.body_md_en ?? ''} preview={preview} onChange={(body_md_en) => set({ body_md_en })} />
        <div className={css.dialogActions}>
          <button type="button" className={button.ghost} aria-pressed={preview} onClick={() => setPreview(!preview)}>
            {t`Preview`}
          </button>
          <button type="button" className={button.secondary} onClick={onClose}>
            {t`Cancel`}
          </button>
          <button type="submit" className={button.primary} disabled={busy || uploading}>
            {t`Save`}
          </button>
        </div>
      </form>
    </Modal>
  )
}

function BodyField(props: { label: string; dir: 'rtl' | 'ltr'; lang: string; value: string; preview: boolean; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id}>{props.label}</label>
      <textarea id={id} className={css.textarea} rows={POST_BODY_TEXTAREA_ROWS} dir={props.dir} lang={props.lang} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      {props.preview ? (
        <div className={css.preview} dir={props.dir} lang={props.lang}>
          <Markdown source={props.value} />
        </div>
      ) : null}
    </div>
  )
}

import type {
  AdminPostListResponse,
  Post,
  PostListQuery,
  PostListResponse,
  PostWriteOutput,
} from '@contract/posts'
import type { AppDeps } from '../../app-env'
import { foundOr404 } from '../../lib/errors'
import { listWindow } from '../../lib/paging'
import * as repository from './repository'
import type { Viewer } from '../../lib/auth/viewer'
import { auditedContent } from '../audit/service'
import type { AdminOverview } from '@contract/overview'

export function toPost(row: repository.PostRow): Post {
  return {
    id: row.id,
    type: row.type === 'page' ? 'page' : 'news',
    status: row.status === 'draft' || row.status === 'scheduled' ? row.status : 'published',
    title_ar: row.title_ar,
    title_en: row.title_en,
    body_md_ar: row.body_md_ar,
    body_md_en: row.body_md_en,
    feature_path: row.feature_path,
    category: row.category,
    created_at: row.created_at,
  }
}

export async function listPublicPosts(deps: AppDeps, query: PostListQuery): Promise<PostListResponse> {
  // The public never sees drafts or scheduled posts; asking for them answers an empty list.
  if (query.status && query.status !== 'published') return { items: [], total: 0 }
  const { rows, total } = await repository.listPublicPosts(deps.db, {
    dialect: deps.dialect,
    ...listWindow(query),
    type: query.type ?? 'news',
    category: query.category,
  })
  return { items: rows.map(toPost), total }
}

export async function getPublicPost(deps: AppDeps, id: number): Promise<Post> {
  return toPost(foundOr404(await repository.findPublicPost(deps.db, id), 'postNotFound'))
}

export const publicNewsChanges = (deps: AppDeps): Promise<{ id: number; updated_at: string }[]> =>
  repository.publicNewsChanges(deps.db)

const posts = auditedContent({
  entity: 'post',
  notFoundMessage: 'Post not found',
  notFoundCode: 'postNotFound',
  findAny: repository.findAny,
  toItem: toPost,
  softDelete: repository.softDelete,
})

export async function listPosts(deps: AppDeps, limit: number): Promise<AdminPostListResponse> {
  const { rows, total } = await repository.listAll(deps.db, limit)
  return { items: rows.map(toPost), total }
}

export function createPost(deps: AppDeps, viewer: Viewer, input: PostWriteOutput): Promise<Post> {
  return posts.create(deps, viewer, (now) =>
    repository.insertPost(deps.db, { ...input, deleted_at: null }, now),
  )
}

export function savePost(deps: AppDeps, viewer: Viewer, id: number, input: PostWriteOutput): Promise<Post> {
  return posts.save(deps, viewer, id, (_before, now) => repository.updatePost(deps.db, id, input, now))
}

export function deletePost(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; deleted: true }> {
  return posts.remove(deps, viewer, id)
}

export async function countPosts(deps: AppDeps): Promise<AdminOverview['posts']> {
  const rows = await repository.countByStatus(deps.db)
  const count = (status?: string) =>
    rows
      .filter((row) => status === undefined || row.status === status)
      .reduce((sum, row) => sum + Number(row.n), 0)
  return { total: count(), published: count('published'), drafts: count('draft') }
}

import type { AdminPostListResponse, PostWriteOutput } from '@contract/admin-posts'
import type { Post } from '@contract/posts'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { notFound } from '../../lib/errors'
import { recordAudit } from '../audit/repository'
import { insertPost, updatePost } from '../posts/repository'
import { toPost } from '../posts/service'
import * as repo from './repository'

export async function listPosts(deps: AppDeps, limit: number): Promise<AdminPostListResponse> {
  const { rows, total } = await repo.listAll(deps.db, limit)
  return { items: rows.map(toPost), total }
}

async function load(deps: AppDeps, id: number): Promise<Post> {
  const row = await repo.findAny(deps.db, id)
  if (!row) throw notFound('Post not found')
  return toPost(row)
}

export async function createPost(deps: AppDeps, viewer: Viewer, input: PostWriteOutput): Promise<Post> {
  const now = deps.now()
  const id = await insertPost(deps.db, { ...input, deleted_at: null }, now)
  const post = await load(deps, id)
  await recordAudit(deps.db, { actorId: viewer.id, action: 'post.create', entity: 'post', entityId: id, before: null, after: post, now })
  return post
}

export async function savePost(deps: AppDeps, viewer: Viewer, id: number, input: PostWriteOutput): Promise<Post> {
  const before = await load(deps, id)
  const now = deps.now()
  if (!(await updatePost(deps.db, id, input, now))) throw notFound('Post not found')
  const after = await load(deps, id)
  await recordAudit(deps.db, { actorId: viewer.id, action: 'post.update', entity: 'post', entityId: id, before, after, now })
  return after
}

export async function deletePost(deps: AppDeps, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  const before = await load(deps, id)
  const now = deps.now()
  if (!(await repo.softDelete(deps.db, id, now.toISOString()))) throw notFound('Post not found')
  await recordAudit(deps.db, { actorId: viewer.id, action: 'post.delete', entity: 'post', entityId: id, before, after: null, now })
  return { id, deleted: true }
}

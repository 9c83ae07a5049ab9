import type { AdminPostListResponse, Post, PostWriteOutput } from '@contract/posts'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { auditedContent } from '../audit/audited-content'
import { insertPost, updatePost } from '../posts/repository'
import { toPost } from '../posts/service'
import * as repo from './repository'

const posts = auditedContent({ entity: 'post', notFoundMessage: 'Post not found', notFoundCode: 'postNotFound', findAny: repo.findAny, toItem: toPost, softDelete: repo.softDelete })

export async function listPosts(deps: AppDeps, limit: number): Promise<AdminPostListResponse> {
  const { rows, total } = await repo.listAll(deps.db, limit)
  return { items: rows.map(toPost), total }
}

export function createPost(deps: AppDeps, viewer: Viewer, input: PostWriteOutput): Promise<Post> {
  return posts.create(deps, viewer, (now) => insertPost(deps.db, { ...input, deleted_at: null }, now))
}

export function savePost(deps: AppDeps, viewer: Viewer, id: number, input: PostWriteOutput): Promise<Post> {
  return posts.save(deps, viewer, id, (_before, now) => updatePost(deps.db, id, input, now))
}

export function deletePost(deps: AppDeps, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  return posts.remove(deps, viewer, id)
}

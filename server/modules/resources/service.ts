import {
  RESOURCE_CATEGORIES,
  type PublicResource,
  type ResourceDownloadResponse,
  type ResourceListQuery,
  type ResourceListResponse,
} from '@contract/resources'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { forbidden, notFound, unauthorized } from '../../lib/errors'
import { DOWNLOAD_LINK_TTL_SECONDS, LIST_LINK_TTL_SECONDS, signedFileUrl, verifyFileLink } from './file-links'
import * as repository from './repository'

const isActiveMember = (viewer: Viewer | null): boolean => !!viewer && viewer.isActive && viewer.status === 'active'

/** Decisions §3: member resources for signed-in active members only; admin ones never. */
export function visibleTo(viewer: Viewer | null): readonly ('public' | 'member')[] {
  return isActiveMember(viewer) ? ['public', 'member'] : ['public']
}

function keywordsOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string' && k.trim() !== '') : []
  } catch {
    return []
  }
}

/** The public reading (decisions §3: keywords → tags, file_path → file_url). */
export function toPublicResource(row: repository.ResourceRow, fileUrl: string = row.file_path): PublicResource {
  return {
    id: row.id,
    title_ar: row.title_ar,
    title_en: row.title_en,
    description_ar: row.description_ar,
    description_en: row.description_en,
    category: RESOURCE_CATEGORIES.find((c) => c === row.category) ?? 'document',
    file_type: row.file_type,
    file_size: row.file_size,
    file_url: fileUrl,
    download_count: row.download_count,
    author: row.author,
    tags: keywordsOf(row.keywords).join(', '),
    created_at: row.created_at,
    featured: row.featured === 1,
    year: row.year,
    specialty: row.specialty,
    visibility: row.visibility === 'member' ? 'member' : row.visibility === 'admin' ? 'admin' : 'public',
  }
}

export async function listPublicResources(deps: AppDeps, viewer: Viewer | null, query: ResourceListQuery): Promise<ResourceListResponse> {
  const { rows, total } = await repository.listResources(deps.db, {
    dialect: deps.dialect,
    visibilities: visibleTo(viewer),
    search: query.search,
    category: query.category,
    fileType: query.file_type,
    featured: query.featured ?? false,
    sort: query.sort,
    lang: query.lang ?? 'ar',
    order: query.order ?? 'desc',
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  })
  const now = deps.now()
  const items = await Promise.all(rows.map(async (row) => toPublicResource(row, await fileUrlOf(deps, row, now, LIST_LINK_TTL_SECONDS))))
  return { items, total }
}

/** A resource the viewer may see, or 404 (a member resource is not revealed to others). */
async function visibleResource(deps: AppDeps, viewer: Viewer | null, id: number) {
  const row = await repository.findResource(deps.db, id)
  if (!row || row.visibility === 'admin') throw notFound('Not found', 'resourceNotFound')
  if (row.visibility === 'member' && !isActiveMember(viewer)) {
    // Signing in is what unlocks it; say so to an anonymous caller.
    if (!viewer) throw unauthorized('Not authenticated', 'notAuthenticated')
    throw notFound('Not found', 'resourceNotFound')
  }
  return row
}

export async function getPublicResource(deps: AppDeps, viewer: Viewer | null, id: number): Promise<PublicResource> {
  const row = await visibleResource(deps, viewer, id)
  return toPublicResource(row, await fileUrlOf(deps, row, deps.now(), LIST_LINK_TTL_SECONDS))
}

/** POST /resources/{id}/download: counts one download and answers where the file is. */
export async function download(deps: AppDeps, viewer: Viewer | null, id: number): Promise<ResourceDownloadResponse> {
  const row = await visibleResource(deps, viewer, id)
  const counted = await repository.countDownload(deps.db, id)
  if (!counted) throw notFound('Not found', 'resourceNotFound')
  return { file_url: await fileUrlOf(deps, row, deps.now(), DOWNLOAD_LINK_TTL_SECONDS), download_count: counted.download_count }
}

/** Public files are linked as they are; the others through an expiring signed link. */
function fileUrlOf(deps: AppDeps, row: repository.ResourceRow, now: Date, ttlSeconds: number): Promise<string> | string {
  return row.visibility === 'public' ? row.file_path : signedFileUrl(deps.db, row.id, now, ttlSeconds)
}

export type ResourceFile = { kind: 'redirect'; url: string } | { kind: 'file'; root: 'uploads' | 'private'; path: string }

/** GET /resources/{id}/file: where a valid signed link leads. */
export async function signedFile(deps: AppDeps, id: number, expires: number, sig: string): Promise<ResourceFile> {
  if (!(await verifyFileLink(deps.db, id, expires, sig, deps.now()))) throw forbidden('Link expired or invalid', 'fileLinkInvalid')
  const row = await repository.findResource(deps.db, id)
  if (!row || !row.file_path) throw notFound('Not found', 'resourceNotFound')
  if (/^https?:\/\//i.test(row.file_path)) return { kind: 'redirect', url: row.file_path }
  const match = /^\/(uploads|private)\/(.+)$/.exec(row.file_path)
  if (!match) throw notFound('Not found', 'resourceNotFound')
  return { kind: 'file', root: match[1] as 'uploads' | 'private', path: `/${match[2]}` }
}

// Read by the home page's summary, which composes several modules.
export { listResources } from './repository'

import {
  type AdminResource,
  type PublicResource,
  RESOURCE_CATEGORIES,
  type ResourceDownloadResponse,
  type ResourceListQuery,
  type ResourceListResponse,
  type ResourceWriteOutput,
} from '@contract/resources'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { forbidden, notFound, unauthorized } from '../../lib/errors'
import { listWindow } from '../../lib/paging'
import { storageKeyOfPath } from '../../lib/storage/storage'
import { DOWNLOAD_LINK_TTL_SECONDS, LIST_LINK_TTL_SECONDS, signedFileUrl, verifyFileLink } from './file-links'
import * as repository from './repository'
import { auditedContent } from '../audit/service'
import { checkResourceFile, storedFileSize } from './file-upload'
import type { AdminOverview } from '@contract/overview'
import {
  bilingualListWrite,
  bilingualWrite,
  singleListReading,
  singleReading,
} from '@contract/script-language'

const isActiveMember = (viewer: Viewer | null): boolean =>
  !!viewer && viewer.isActive && viewer.status === 'active'

/** Member resources are for signed-in active members only; admin ones are never public. */
export function visibleTo(viewer: Viewer | null): readonly ('public' | 'member')[] {
  return isActiveMember(viewer) ? ['public', 'member'] : ['public']
}

function keywordsOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed)
      ? parsed.filter((k): k is string => typeof k === 'string' && k.trim() !== '')
      : []
  } catch {
    return []
  }
}

function toPublicResource(row: repository.ResourceRow, fileUrl: string = row.file_path): PublicResource {
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
    author: singleReading(row.author_ar, row.author_en),
    tags: singleListReading(keywordsOf(row.keywords_ar), keywordsOf(row.keywords_en)).join(', '),
    author_ar: row.author_ar,
    author_en: row.author_en,
    keywords_ar: keywordsOf(row.keywords_ar),
    keywords_en: keywordsOf(row.keywords_en),
    created_at: row.created_at,
    featured: row.featured === 1,
    year: row.year,
    specialty: row.specialty,
    visibility: row.visibility === 'member' ? 'member' : row.visibility === 'admin' ? 'admin' : 'public',
  }
}

export async function listPublicResources(
  deps: AppDeps,
  viewer: Viewer | null,
  query: ResourceListQuery,
): Promise<ResourceListResponse> {
  const { rows, total } = await repository.listResources(deps.db, {
    dialect: deps.dialect,
    ...listWindow(query),
    visibilities: visibleTo(viewer),
    category: query.category,
    fileType: query.file_type,
    featured: query.featured ?? false,
    sort: query.sort,
    lang: query.lang ?? 'ar',
  })
  const now = deps.now()
  const items = await Promise.all(
    rows.map(async (row) => toPublicResource(row, await fileUrlOf(deps, row, now, LIST_LINK_TTL_SECONDS))),
  )
  return { items, total }
}

/** A member resource is not revealed to others: 404. */
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

export async function getPublicResource(
  deps: AppDeps,
  viewer: Viewer | null,
  id: number,
): Promise<PublicResource> {
  const row = await visibleResource(deps, viewer, id)
  return toPublicResource(row, await fileUrlOf(deps, row, deps.now(), LIST_LINK_TTL_SECONDS))
}

export async function download(
  deps: AppDeps,
  viewer: Viewer | null,
  id: number,
): Promise<ResourceDownloadResponse> {
  const row = await visibleResource(deps, viewer, id)
  const counted = await repository.countDownload(deps.db, id)
  if (!counted) throw notFound('Not found', 'resourceNotFound')
  return {
    file_url: await fileUrlOf(deps, row, deps.now(), DOWNLOAD_LINK_TTL_SECONDS),
    download_count: counted.download_count,
  }
}

function fileUrlOf(
  deps: AppDeps,
  row: repository.ResourceRow,
  now: Date,
  ttlSeconds: number,
): Promise<string> | string {
  return row.visibility === 'public' ? row.file_path : signedFileUrl(deps.db, row.id, now, ttlSeconds)
}

export type ResourceFile = { kind: 'redirect'; url: string } | { kind: 'file'; key: string }

export async function signedFile(
  deps: AppDeps,
  id: number,
  expires: number,
  sig: string,
): Promise<ResourceFile> {
  if (!(await verifyFileLink(deps.db, id, expires, sig, deps.now())))
    throw forbidden('Link expired or invalid', 'fileLinkInvalid')
  const row = await repository.findResource(deps.db, id)
  if (!row || !row.file_path) throw notFound('Not found', 'resourceNotFound')
  if (/^https?:\/\//i.test(row.file_path)) return { kind: 'redirect', url: row.file_path }
  const key = storageKeyOfPath(row.file_path)
  if (key === undefined) throw notFound('Not found', 'resourceNotFound')
  return { kind: 'file', key }
}

function toAdminResource(row: repository.AdminResourceRow): AdminResource {
  const keywords = { ar: keywordsOf(row.keywords_ar), en: keywordsOf(row.keywords_en) }
  return {
    ...row,
    author: singleReading(row.author_ar, row.author_en),
    keywords: singleListReading(keywords.ar, keywords.en),
    keywords_ar: keywords.ar,
    keywords_en: keywords.en,
    featured: row.featured === 1,
  }
}

function fileTypeOf(path: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(path)?.[1]?.toLowerCase()
  const known: Record<string, string> = {
    pdf: 'pdf',
    docx: 'docx',
    xlsx: 'xlsx',
    csv: 'csv',
    txt: 'txt',
    png: 'png',
    jpg: 'jpg',
    jpeg: 'jpg',
  }
  return (path.startsWith('/') && ext && known[ext]) || 'link'
}

function toRow(
  { author, author_ar, author_en, keywords, keywords_ar, keywords_en, ...input }: ResourceWriteOutput,
  before?: AdminResource,
) {
  const authors = bilingualWrite(
    { single: author, ar: author_ar, en: author_en },
    before && { ar: before.author_ar, en: before.author_en },
  )
  const lists = bilingualListWrite(
    { single: keywords, ar: keywords_ar, en: keywords_en },
    before && { ar: before.keywords_ar, en: before.keywords_en },
  )
  return {
    ...input,
    author_ar: authors.ar,
    author_en: authors.en,
    keywords_ar: JSON.stringify(lists.ar),
    keywords_en: JSON.stringify(lists.en),
    featured: input.featured ? 1 : 0,
    file_type: fileTypeOf(input.file_path),
  }
}

const resources = auditedContent({
  entity: 'resource',
  notFoundMessage: 'Resource not found',
  notFoundCode: 'resourceNotFound',
  findAny: repository.findAny,
  toItem: toAdminResource,
  softDelete: repository.softDelete,
})

export async function listResources(deps: AppDeps, limit: number) {
  const { rows, total } = await repository.listAll(deps.db, limit)
  return { items: rows.map(toAdminResource), total }
}

export function createResource(
  deps: AppDeps,
  viewer: Viewer,
  input: ResourceWriteOutput,
): Promise<AdminResource> {
  return resources.create(deps, viewer, async (now) => {
    await checkResourceFile(deps, input.file_path, input.visibility)
    const fileSize = await storedFileSize(deps.storage, input.file_path)
    return repository.insertResource(
      deps.db,
      { ...toRow(input), file_size: fileSize, download_count: 0, deleted_at: null },
      now,
    )
  })
}

export function saveResource(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
  input: ResourceWriteOutput,
): Promise<AdminResource> {
  return resources.save(deps, viewer, id, async (before, now) => {
    const row = toRow(input, before)
    // A new path must be a file stored for resources.
    if (row.file_path !== before.file_path) await checkResourceFile(deps, row.file_path, row.visibility)
    const patch =
      row.file_path === before.file_path
        ? row
        : { ...row, file_size: await storedFileSize(deps.storage, row.file_path) }
    return repository.updateResource(deps.db, id, patch, now)
  })
}

export function deleteResource(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; deleted: true }> {
  return resources.remove(deps, viewer, id)
}

export async function countResources(deps: AppDeps): Promise<AdminOverview['resources']> {
  return { total: await repository.countAll(deps.db) }
}

export const publicResourceChanges = (deps: AppDeps): Promise<{ id: number; updated_at: string }[]> =>
  repository.resourceChanges(deps.db, visibleTo(null))

export async function countVisibleResources(deps: AppDeps, viewer: Viewer | null): Promise<number> {
  const { total } = await repository.listResources(deps.db, {
    dialect: deps.dialect,
    visibilities: visibleTo(viewer),
    search: '',
    category: undefined,
    fileType: undefined,
    featured: false,
    sort: undefined,
    lang: 'ar',
    order: 'desc',
    limit: 1,
    offset: 0,
  })
  return total
}

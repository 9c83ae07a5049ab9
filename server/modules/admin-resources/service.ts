import type { AdminResource, ResourceWriteOutput } from '@contract/resources'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { auditedContent } from '../audit/audited-content'
import { insertResource, updateResource } from '../resources/repository'
import { checkResourceFile, storedFileSize } from './file-upload'
import * as repo from './repository'

function parseKeywords(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : []
  } catch {
    return []
  }
}

const toAdminResource = (row: repo.AdminResourceRow): AdminResource => ({ ...row, keywords: parseKeywords(row.keywords), featured: row.featured === 1 })

/** The file type of a stored file comes from its extension; a typed URL to a page is a link. */
function fileTypeOf(path: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(path)?.[1]?.toLowerCase()
  const known: Record<string, string> = { pdf: 'pdf', docx: 'docx', xlsx: 'xlsx', csv: 'csv', txt: 'txt', png: 'png', jpg: 'jpg', jpeg: 'jpg' }
  return (path.startsWith('/') && ext && known[ext]) || 'link'
}

const toRow = (input: ResourceWriteOutput) => ({
  ...input,
  keywords: JSON.stringify(input.keywords ?? []),
  featured: input.featured ? 1 : 0,
  file_type: fileTypeOf(input.file_path),
})

const resources = auditedContent({
  entity: 'resource',
  notFoundMessage: 'Resource not found',
  notFoundCode: 'resourceNotFound',
  findAny: repo.findAny,
  toItem: toAdminResource,
  softDelete: repo.softDelete,
})

export async function listResources(deps: AppDeps, limit: number) {
  const { rows, total } = await repo.listAll(deps.db, limit)
  return { items: rows.map(toAdminResource), total }
}

export function createResource(deps: AppDeps, viewer: Viewer, input: ResourceWriteOutput): Promise<AdminResource> {
  return resources.create(deps, viewer, async (now) => {
    await checkResourceFile(deps, input.file_path, input.visibility)
    const fileSize = await storedFileSize(deps.storage, input.file_path)
    return insertResource(deps.db, { ...toRow(input), file_size: fileSize, download_count: 0, deleted_at: null }, now)
  })
}

export function saveResource(deps: AppDeps, viewer: Viewer, id: number, input: ResourceWriteOutput): Promise<AdminResource> {
  return resources.save(deps, viewer, id, async (before, now) => {
    const row = toRow(input)
    // A new path means the stored size no longer describes the file.
    // A path set earlier stays valid as it is; a new one must be a file stored for resources.
    if (row.file_path !== before.file_path) await checkResourceFile(deps, row.file_path, row.visibility)
    const patch = row.file_path === before.file_path ? row : { ...row, file_size: await storedFileSize(deps.storage, row.file_path) }
    return updateResource(deps.db, id, patch, now)
  })
}

export function deleteResource(deps: AppDeps, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  return resources.remove(deps, viewer, id)
}

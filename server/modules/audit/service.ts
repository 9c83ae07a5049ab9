import { AUDIT_PAGE_SIZE, type AuditResponse } from '@contract/audit'
import type { AppDeps } from '../../app-env'
import { pageCount } from '../../lib/paging'
import * as repo from './repository'

// Other modules record their changes through these two, never through the repository.
export { auditedContent } from './audited-content'
export { recordAudit } from './repository'

function parseJson(text: string | null): unknown {
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(text)
    return value
  } catch {
    return text
  }
}

export async function listAudit(deps: AppDeps, query: { page: number; entity?: string | undefined }): Promise<AuditResponse> {
  const { items, total } = await repo.listAudit(deps.db, { entity: query.entity || undefined, page: query.page, pageSize: AUDIT_PAGE_SIZE })
  return {
    items: items.map((row) => ({
      id: row.id,
      actor_id: row.actor_id,
      actor_email: row.actor_email,
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      before: parseJson(row.before),
      after: parseJson(row.after),
      created_at: row.created_at,
    })),
    total,
    page: query.page,
    pages: pageCount(total, AUDIT_PAGE_SIZE),
  }
}

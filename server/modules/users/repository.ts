import type { ExpressionBuilder, Kysely } from 'kysely'
import type { Database, UsersTable } from '../../db/database'
import type { AdminUsersFilters, UserSort } from '@contract/users'
import { newestFirstPage } from '../../lib/newest-first-page'

type Db = Kysely<Database>

/** Case-insensitive substring of e-mail or name; LIKE wildcards typed by the admin are literal. */
function emailOrNameContains(search: string) {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      eb(eb.fn('lower', ['email']), 'like', eb.val(pattern)),
      eb(eb.fn('lower', [eb.fn.coalesce('full_name', eb.val(''))]), 'like', eb.val(pattern)),
      eb(eb.fn('lower', ['full_name_en']), 'like', eb.val(pattern)),
    ])
}

export function findUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function listByStatus(
  db: Db,
  input: { status: string; search: string | undefined; page: number; pageSize: number },
) {
  let base = db.selectFrom('users').where('status', '=', input.status)
  // The pending list is filtered by status first (indexed), so a substring match stays cheap.
  if (input.search) base = base.where(emailOrNameContains(input.search))
  return newestFirstPage(base, input.page, input.pageSize)
}

export async function voidActivationTokens(db: Db, userId: number, stamp: string): Promise<void> {
  await db
    .updateTable('activation_tokens')
    .set({ voided_at: stamp })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute()
}

export async function countActiveSuperadmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'superadmin')
    .where('status', '=', 'active')
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const SORT_COLUMNS = {
  created_at: 'created_at',
  '-created_at': 'created_at',
  name: 'full_name',
  '-name': 'full_name',
  email: 'email',
  '-email': 'email',
} as const satisfies Record<UserSort, string>

export async function listUsers(db: Db, filters: AdminUsersFilters) {
  let base = db.selectFrom('users')
  if (filters.role) base = base.where('role', '=', filters.role)
  if (filters.tier) base = base.where('tier', '=', filters.tier)
  if (filters.is_active !== undefined) base = base.where('is_active', '=', filters.is_active ? 1 : 0)
  if (filters.search) base = base.where(emailOrNameContains(filters.search))
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const descending = filters.sort.startsWith('-')
  const field = SORT_COLUMNS[filters.sort]
  const direction = descending ? 'desc' : 'asc'
  let ordered = base.selectAll()
  ordered =
    field === 'full_name'
      ? ordered.orderBy((eb) => eb.fn('lower', [eb.fn.coalesce('full_name', 'email')]), direction)
      : ordered.orderBy(field, direction)
  const items = await ordered
    .orderBy('id', direction)
    .limit(filters.page_size)
    .offset((filters.page - 1) * filters.page_size)
    .execute()
  return { items, total: Number(countRow.total) }
}

export async function stats(db: Db) {
  const rows = await db
    .selectFrom('users')
    .select(['role', 'is_active', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['role', 'is_active'])
    .execute()
  return rows.map((r) => ({ role: r.role, isActive: Number(r.is_active) === 1, n: Number(r.n) }))
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<UsersTable, 'role' | 'tier' | 'is_active' | 'status' | 'notes'>>,
  stamp: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: stamp })
    .where('id', '=', id)
    .execute()
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute()
}

export async function countUsers(db: Db) {
  const row = await db
    .selectFrom('users')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>(eb.case().when('is_active', '=', 1).then(1).else(0).end()).as('active'),
      (eb) => eb.fn.sum<number>(eb.case().when('status', '=', 'pending').then(1).else(0).end()).as('pending'),
    ])
    .executeTakeFirst()
  return { total: Number(row?.n ?? 0), active: Number(row?.active ?? 0), pending: Number(row?.pending ?? 0) }
}

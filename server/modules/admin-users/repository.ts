import type { Kysely } from 'kysely'
import type { AdminUsersFilters } from '@contract/users'
import type { Database, UsersTable } from '../../db/database'

type Db = Kysely<Database>

export function findUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

const SORT_COLUMNS = { created_at: 'created_at', name: 'full_name', email: 'email' } as const

export async function listUsers(db: Db, filters: AdminUsersFilters) {
  let base = db.selectFrom('users')
  if (filters.role) base = base.where('role', '=', filters.role)
  if (filters.tier) base = base.where('tier', '=', filters.tier)
  if (filters.is_active !== undefined) base = base.where('is_active', '=', filters.is_active ? 1 : 0)
  if (filters.search) {
    // Spec §5: a case-insensitive substring match; LIKE wildcards typed by the admin are literal.
    const pattern = `%${filters.search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', eb.val(pattern)),
        eb(eb.fn('lower', [eb.fn.coalesce('full_name', eb.val(''))]), 'like', eb.val(pattern)),
      ]),
    )
  }
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const descending = filters.sort.startsWith('-')
  const field = SORT_COLUMNS[filters.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS]
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

export async function updateUser(db: Db, id: number, changes: Partial<Pick<UsersTable, 'role' | 'tier' | 'is_active' | 'status'>>, stamp: string): Promise<void> {
  await db.updateTable('users').set({ ...changes, updated_at: stamp }).where('id', '=', id).execute()
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute()
}

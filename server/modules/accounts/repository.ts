import type { Kysely } from 'kysely'
import type { Database, UsersTable } from '../../db/database'

type Db = Kysely<Database>

export function findUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function listByStatus(db: Db, input: { status: string; search: string | undefined; page: number; pageSize: number }) {
  let base = db.selectFrom('users').where('status', '=', input.status)
  if (input.search) {
    // The pending list is filtered by status first (indexed), so a substring match stays cheap.
    const pattern = `%${input.search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    base = base.where((eb) =>
      eb.or([eb(eb.fn('lower', ['email']), 'like', eb.val(pattern)), eb(eb.fn('lower', [eb.fn.coalesce('full_name', eb.val(''))]), 'like', eb.val(pattern))]),
    )
  }
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const items = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute()
  return { items, total: Number(countRow.total) }
}

export async function updateUser(db: Db, id: number, changes: Partial<Pick<UsersTable, 'status' | 'is_active' | 'notes'>>, stamp: string): Promise<void> {
  await db.updateTable('users').set({ ...changes, updated_at: stamp }).where('id', '=', id).execute()
}

export async function voidActivationTokens(db: Db, userId: number, stamp: string): Promise<void> {
  await db.updateTable('activation_tokens').set({ voided_at: stamp }).where('user_id', '=', userId).where('used_at', 'is', null).where('voided_at', 'is', null).execute()
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

import type { CreateTableBuilder, Kysely } from 'kysely'
import { dialectOf } from '../dialect'

/** An auto-incrementing integer primary key named `id` on either dialect. */
export function idColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}

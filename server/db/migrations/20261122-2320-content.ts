import { sql, type CreateTableBuilder, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'
import { idColumn } from './helpers'

/** Public content, stored once for both readings, with folded search text and title keys, soft-deleted. */
const TABLES = ['posts', 'events', 'resources', 'jobs'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  const binary = dialect === 'postgres' ? sql`collate "C"` : sql``
  const common = <T extends string>(table: CreateTableBuilder<T, 'id'>) =>
    table
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('title_ar_key', 'text', (c) => c.notNull().defaultTo('').modifyEnd(binary))
      .addColumn('title_en_key', 'text', (c) => c.notNull().defaultTo('').modifyEnd(binary))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')

  await common(
    idColumn(db, db.schema.createTable('posts'))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('news'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('category', 'text')
      .addColumn('title_ar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body_md_ar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body_md_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('feature_path', 'text'),
  ).execute()
  await db.schema
    .createIndex('posts_list_idx')
    .on('posts')
    .columns(['type', 'status', 'created_at'])
    .execute()

  await common(
    idColumn(db, db.schema.createTable('events'))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('other'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('title_ar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description_ar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text')
      .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('stream_url', 'text')
      .addColumn('capacity', 'integer')
      .addColumn('registration_deadline', 'text')
      .addColumn('registration_link', 'text')
      .addColumn('registration_count', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute()
  await db.schema.createIndex('events_list_idx').on('events').columns(['status', 'starts_at']).execute()

  await common(
    idColumn(db, db.schema.createTable('resources'))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public'))
      .addColumn('title_ar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description_ar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('year', 'integer')
      .addColumn('specialty', 'text', (c) => c.notNull().defaultTo(''))
      // JSON list of strings (admin `keywords`; public `tags` joined with commas).
      .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('file_path', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('file_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('file_size', 'integer')
      .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute()
  await db.schema
    .createIndex('resources_list_idx')
    .on('resources')
    .columns(['visibility', 'created_at'])
    .execute()

  await common(
    idColumn(db, db.schema.createTable('jobs'))
      .addColumn('title_ar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('employer', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('job_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('experience_level', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('salary_min', 'integer')
      .addColumn('salary_max', 'integer')
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('SAR'))
      .addColumn('deadline', 'text')
      .addColumn('apply_url', 'text')
      .addColumn('body_md_ar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body_md_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('requirements', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute()
  await db.schema.createIndex('jobs_list_idx').on('jobs').columns(['created_at']).execute()

  for (const table of TABLES) {
    await db.schema.createIndex(`${table}_title_ar_key_idx`).on(table).column('title_ar_key').execute()
    await db.schema.createIndex(`${table}_title_en_key_idx`).on(table).column('title_en_key').execute()
    if (dialect === 'sqlite') {
      const fts = sql.raw(`${table}_search`)
      const base = sql.raw(table)
      await sql`create virtual table ${fts} using fts5(search_text, content='${base}', content_rowid='id', tokenize='trigram')`.execute(
        db,
      )
      await sql`create trigger ${sql.raw(`${table}_search_ai`)} after insert on ${base} begin
        insert into ${fts}(rowid, search_text) values (new.id, new.search_text);
      end`.execute(db)
      await sql`create trigger ${sql.raw(`${table}_search_ad`)} after delete on ${base} begin
        insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
      end`.execute(db)
      await sql`create trigger ${sql.raw(`${table}_search_au`)} after update of search_text on ${base} begin
        insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
        insert into ${fts}(rowid, search_text) values (new.id, new.search_text);
      end`.execute(db)
    } else {
      // In `public`, so that test schemas dropped with cascade never take the extension along.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db)
      await sql`create index ${sql.raw(`${table}_search_trgm_idx`)} on ${sql.raw(table)} using gin (search_text public.gin_trgm_ops)`.execute(
        db,
      )
    }
  }
}

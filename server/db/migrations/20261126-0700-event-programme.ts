import type { Kysely } from 'kysely'
import { idColumn } from './helpers'

/** Congress programmes: sessions, speakers, each programme's last change and members' starred sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('event_sessions'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('title_ar', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('description_ar', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('track', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // Quarters of a credit; null = the default for the session's length.
    .addColumn('cme_quarters', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('event_sessions_event_idx')
    .on('event_sessions')
    .columns(['event_id', 'starts_at'])
    .execute()

  await idColumn(db, db.schema.createTable('event_session_speakers'))
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().references('event_sessions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('affiliation_ar', 'text', (c) => c.notNull())
    .addColumn('affiliation_en', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text')
    .execute()
  await db.schema
    .createIndex('event_session_speakers_session_idx')
    .on('event_session_speakers')
    .columns(['session_id', 'position'])
    .execute()

  await db.schema
    .createTable('programme_versions')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('member_agendas')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('session_ids', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_agendas_pk', ['user_id', 'event_id'])
    .execute()
}

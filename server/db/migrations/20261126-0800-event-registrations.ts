import { type Kysely, sql } from 'kysely'
import { idColumn } from './helpers'

/** Registration inside the portal: modes, registrations, the waiting list and check-ins (`client_id` dedupes). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('registration_mode', 'text', (c) => c.notNull().defaultTo('external'))
    .execute()

  await idColumn(db, db.schema.createTable('event_registrations'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ticket_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute()
  // One live registration per member and event; cancelled ones may pile up beside it.
  await db.schema
    .createIndex('event_registrations_live_idx')
    .on('event_registrations')
    .columns(['event_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '=', 'registered')
    .execute()
  await db.schema
    .createIndex('event_registrations_event_idx')
    .on('event_registrations')
    .columns(['event_id', 'updated_at'])
    .execute()

  await idColumn(db, db.schema.createTable('event_waitlist'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('promoted_at', 'text')
    .addColumn('left_at', 'text')
    .execute()
  await db.schema
    .createIndex('event_waitlist_waiting_idx')
    .on('event_waitlist')
    .columns(['event_id', 'user_id'])
    .unique()
    .where(sql.ref('promoted_at'), 'is', null)
    .where(sql.ref('left_at'), 'is', null)
    .execute()

  await idColumn(db, db.schema.createTable('event_check_ins'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('registration_id', 'integer', (c) =>
      c.notNull().references('event_registrations.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull().unique())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('scanned_by', 'integer')
    .addColumn('scanned_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('event_check_ins_registration_idx')
    .on('event_check_ins')
    .columns(['registration_id', 'session_id', 'id'])
    .execute()
  await db.schema
    .createIndex('event_check_ins_event_idx')
    .on('event_check_ins')
    .columns(['event_id', 'received_at'])
    .execute()
}

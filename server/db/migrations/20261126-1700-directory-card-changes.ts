import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'

/**
 * Every column a directory answer is built from: which members it lists, how many and in what
 * order (as before), and now also what their cards show and to whom (name, photo, hospital,
 * bio, work contacts and whether they are shown, visibility settings). Listing follows the
 * account's status through `listed`.
 */
const DIRECTORY_ANSWER = [
  'listed',
  'specialty',
  'city',
  'sort_key',
  'sort_name',
  'search_text',
  'full_name',
  'avatar_url',
  'hospital',
  'bio',
  'work_contacts',
  'display_preferences',
  'visibility',
] as const

/**
 * The change counter `member_directory_changes` moves with every column of a directory
 * answer, not only those of its order and membership: an instance may then keep whole answers
 * under the counter and answer from memory while the counter has not moved, on any instance,
 * without reading a row. Same trigger and function names as before, so later migrations find
 * them where they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bump = sql`update member_directory_changes set changes = changes + 1 where id = 1`
  if (dialectOf(db) === 'sqlite') {
    const changed = sql.raw(
      DIRECTORY_ANSWER.map((column) => `new.${column} is not old.${column}`).join(' or '),
    )
    await sql`drop trigger member_directory_changes_au`.execute(db)
    await sql`create trigger member_directory_changes_au after update on member_profiles when ${changed} begin ${bump}; end`.execute(
      db,
    )
  } else {
    const changed = sql.raw(
      DIRECTORY_ANSWER.map((column) => `new.${column} is distinct from old.${column}`).join(' or '),
    )
    await sql`create or replace function member_directory_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'UPDATE' or ${changed} then ${bump}; end if;
        return null;
      end
    $$`.execute(db)
  }
}

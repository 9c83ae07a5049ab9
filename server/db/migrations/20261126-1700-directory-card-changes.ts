import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'

/** Every column a directory answer is built from: membership, order, and what the cards show and to whom. */
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

/** The change counter moves with every column of a directory answer; trigger names are kept for later migrations. */
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

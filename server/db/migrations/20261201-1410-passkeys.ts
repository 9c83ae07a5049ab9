import type { Kysely } from 'kysely'
import { idColumn } from './helpers'

/**
 * Passkeys (WebAuthn credentials) of accounts, and the challenges handed out to create or use
 * one. A credential id is unique across all accounts, so one credential can only ever sign in
 * the account it was registered to. Challenges are single-use: verifying deletes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('passkeys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // base64url, as the browser names it.
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    // The COSE public key, base64url.
    .addColumn('public_key', 'text', (c) => c.notNull())
    // The authenticator's signature counter (0 for authenticators that keep none); up to 2^32 - 1.
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    // JSON array of transports ("internal", "hybrid", "usb" …) the browser reported.
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    // The WebAuthn user handle given to the authenticator, base64url; one per account.
    .addColumn('user_handle', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute()
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute()

  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    // registration | login | reauth
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The signed-in account that asked (registration, reauth); null for a sign-in.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    // Registration: the user handle the options gave the authenticator, stored with the new passkey.
    .addColumn('user_handle', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('passkey_challenges_expires_idx')
    .on('passkey_challenges')
    .column('expires_at')
    .execute()
}

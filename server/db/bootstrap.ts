import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashPassword } from '../lib/auth/passwords'
import type { Database } from './database'

export interface BootstrapResult {
  email: string
  /** Only when the password was generated: it is printed once and never stored in clear. */
  generatedPassword?: string
}

/** On a database with no superadmin, creates one from ADMIN_EMAIL/ADMIN_PASSWORD. */
export async function bootstrapSuperadmin(
  db: Kysely<Database>,
  options: { email: string | undefined; password: string | undefined; now: Date },
): Promise<BootstrapResult | undefined> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'superadmin')
    .limit(1)
    .executeTakeFirst()
  if (existing) return undefined
  const email = (options.email ?? 'admin@portal.local').trim().toLowerCase()
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url')
  const password = generatedPassword ?? options.password ?? ''
  const stamp = options.now.toISOString()
  await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(password),
      role: 'superadmin',
      tier: 'consultant',
      status: 'active',
      is_active: 1,
      must_complete_profile: 0,
      full_name: 'Portal Administrator',
      notes: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute()
  return generatedPassword ? { email, generatedPassword } : { email }
}

import type { Kysely } from 'kysely'
import { hashPassword } from '../../lib/auth/passwords'
import type { Database } from '../database'

/** The password of every demo account; printed by `npm start` on a demo database. */
export const DEMO_PASSWORD = 'Demo-Password-2026'

export const DEMO_STAFF = [
  { email: 'admin@demo.portal', role: 'admin', tier: 'consultant', full_name: 'Dr. Faisal Al-Qahtani' },
  { email: 'cme@demo.portal', role: 'cme', tier: 'consultant', full_name: 'Dr. Noura Al-Harbi' },
  { email: 'editor@demo.portal', role: 'editor', tier: 'associate', full_name: 'Dr. Omar Al-Zahrani' },
  { email: 'member@demo.portal', role: 'member', tier: 'resident', full_name: 'Dr. Sara Al-Otaibi' },
] as const

export async function seedStaff(db: Kysely<Database>, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const stamp = now.toISOString()
  for (const person of DEMO_STAFF) {
    await db
      .insertInto('users')
      .values({
        email: person.email,
        password_hash: passwordHash,
        role: person.role,
        tier: person.tier,
        status: 'active',
        is_active: 1,
        must_complete_profile: person.role === 'member' ? 1 : 0,
        full_name: person.full_name,
        notes: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute()
  }
}

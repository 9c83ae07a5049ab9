import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { hashPassword } from '../../lib/auth/passwords'
import type { Database } from '../database'

/** Readable by the owner only. */
export const DEMO_CREDENTIALS_FILE = 'demo-credentials'

export interface DemoCredential {
  email: string
  role: string
  password: string
}

/**
 * Sara and Faisal read "حضرت" / "حضر" on their certificates; two members, a woman and a man, so
 * that a member's screens and e-mails can be read in both agreements.
 */
const DEMO_STAFF = [
  {
    email: 'admin@demo.portal',
    role: 'admin',
    tier: 'consultant',
    full_name_ar: 'د. فيصل القحطاني',
    full_name_en: 'Dr. Faisal Al-Qahtani',
    gender: 'male',
  },
  {
    email: 'cme@demo.portal',
    role: 'cme',
    tier: 'consultant',
    full_name_ar: 'د. نورة الحربي',
    full_name_en: 'Dr. Noura Al-Harbi',
    gender: 'female',
  },
  {
    email: 'editor@demo.portal',
    role: 'editor',
    tier: 'associate',
    full_name_ar: 'د. عمر الزهراني',
    full_name_en: 'Dr. Omar Al-Zahrani',
    gender: 'male',
  },
  {
    email: 'member@demo.portal',
    role: 'member',
    tier: 'resident',
    full_name_ar: 'د. سارة العتيبي',
    full_name_en: 'Dr. Sara Al-Otaibi',
    gender: 'female',
  },
  {
    email: 'member2@demo.portal',
    role: 'member',
    tier: 'consultant',
    full_name_ar: 'د. خالد الشهري',
    full_name_en: 'Dr. Khalid Al-Shehri',
    gender: 'male',
  },
] as const

/**
 * Each staff account gets a generated password (one in the code would open every demo portal); the clear text
 * is written (mode 0600) before any account exists, so none is created with a lost password.
 */
export async function seedStaff(
  db: Kysely<Database>,
  now: Date,
  context: { dataDir: string },
): Promise<DemoCredential[]> {
  const taken = new Set(
    (
      await db
        .selectFrom('users')
        .select('email')
        .where(
          'email',
          'in',
          DEMO_STAFF.map((p) => p.email),
        )
        .execute()
    ).map((row) => row.email),
  )
  const people = DEMO_STAFF.filter((person) => !taken.has(person.email)).map((person) => ({
    ...person,
    password: randomBytes(12).toString('base64url'),
  }))
  if (!people.length) return []
  writeCredentialsFile(context.dataDir, people, now)
  const stamp = now.toISOString()
  for (const person of people) {
    await db
      .insertInto('users')
      .values({
        email: person.email,
        password_hash: await hashPassword(person.password),
        role: person.role,
        tier: person.tier,
        status: 'active',
        is_active: 1,
        must_complete_profile: person.role === 'member' ? 1 : 0,
        full_name: person.full_name_ar,
        full_name_ar: person.full_name_ar,
        full_name_en: person.full_name_en,
        gender: person.gender,
        notes: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute()
  }
  return people.map(({ email, role, password }) => ({ email, role, password }))
}

function writeCredentialsFile(dataDir: string, people: DemoCredential[], now: Date): void {
  const path = join(dataDir, DEMO_CREDENTIALS_FILE)
  const lines = [
    `# Demo staff accounts seeded ${now.toISOString()}: e-mail, role, password (one per line).`,
    '# Change these passwords after signing in, then delete this file.',
    ...people.map((p) => `${p.email} ${p.role} ${p.password}`),
  ]
  // `mode` applies only when a file is created: one left by an earlier database is removed
  // first, so the passwords are never readable by others, not even for a moment.
  rmSync(path, { force: true })
  writeFileSync(path, `${lines.join('\n')}\n`, { mode: 0o600, flag: 'wx' })
}

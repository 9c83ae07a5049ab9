import { hash, verify, type Algorithm } from '@node-rs/argon2'

// Algorithm is an ambient const enum; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm

/** argon2id at 19 MiB, t=2, p=1: the OWASP minimum. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

import { randomBytes } from 'node:crypto'
import { runStatement as run } from '../db/scratch-schema'

export interface FreshDatabase {
  url: string
  drop: () => Promise<void>
}

/** A new, empty PostgreSQL database for whole server processes (e2e, benchmarks). */
export async function freshPostgresDatabase(url: string, prefix = 'portal_run'): Promise<FreshDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  await run(url, `create database ${name}`)
  const own = new URL(url)
  own.pathname = `/${name}`
  return { url: own.toString(), drop: () => run(url, `drop database if exists ${name} with (force)`) }
}

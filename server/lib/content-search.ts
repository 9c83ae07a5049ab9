import { foldArabic } from '@contract/fold-arabic'
import { sql, type RawBuilder } from 'kysely'
import type { DialectName } from '../db/dialect'

/**
 * `search_text` holds the folded texts, indexed by trigrams (FTS5 or pg_trgm); each word of 3+ characters
 * must occur. Only shorter words match title prefixes through `title_*_key`. Never an unindexed LIKE.
 */
export type ContentTable = 'posts' | 'events' | 'resources' | 'jobs'

const TRIGRAM = 3

export interface SearchColumns {
  search_text: string
  title_ar_key: string
  title_en_key: string
}

/** Link and image targets are not searched (every post would match "uploads"). */
export function markdownWords(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#*_`>~|]+/g, ' ')
}

/** The search columns of a row; every writer of these tables (seed, admin) goes through it. */
export function searchColumns(row: {
  title_ar: string
  title_en: string
  texts: readonly (string | null | undefined)[]
}): SearchColumns {
  const parts = [row.title_ar, row.title_en, ...row.texts]
    .filter((part): part is string => !!part)
    .map(markdownWords)
  return {
    search_text: foldArabic(parts.join('\n')),
    title_ar_key: foldArabic(row.title_ar),
    title_en_key: foldArabic(row.title_en),
  }
}

/** A word matched as it is inside a LIKE pattern written with `escape '\'` (one backslash): its `%`, `_` and backslashes lose their meaning. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

/** A condition on `<table>` for the search box, or undefined when the query is empty. */
export function searchCondition(
  table: ContentTable,
  dialect: DialectName,
  query: string,
): RawBuilder<boolean> | undefined {
  const words = foldArabic(query).split(' ').filter(Boolean)
  if (!words.length) return undefined
  const long = words.filter((word) => [...word].length >= TRIGRAM)
  if (long.length) {
    if (dialect === 'sqlite') {
      const match = long.map((word) => `"${word.replace(/"/g, '""')}"`).join(' AND ')
      return sql<boolean>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.raw(`${table}_search`)} where ${sql.raw(`${table}_search`)} match ${match})`
    }
    const likes = long.map(
      (word) => sql`${sql.ref(`${table}.search_text`)} like ${`%${escapeLike(word)}%`} escape '\\'`,
    )
    return sql<boolean>`(${sql.join(likes, sql` and `)})`
  }
  const prefix = words.join(' ')
  const upper = `${prefix}\uffff`
  return sql<boolean>`((${sql.ref(`${table}.title_ar_key`)} >= ${prefix} and ${sql.ref(`${table}.title_ar_key`)} < ${upper}) or (${sql.ref(`${table}.title_en_key`)} >= ${prefix} and ${sql.ref(`${table}.title_en_key`)} < ${upper}))`
}

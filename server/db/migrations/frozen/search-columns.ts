// Frozen: the content tables' search columns (server/lib/content-search.ts) as the job-city-codes and
// bilingual-content migrations ran them. Never edited: a later change must not change what they did.
import { foldArabic } from './fold-arabic'

interface SearchColumns {
  search_text: string
  title_ar_key: string
  title_en_key: string
}

/** Link and image targets are not searched (every post would match "uploads"). */
function markdownWords(text: string): string {
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

// Frozen: the search columns of the content tables (server/lib/content-search.ts) as migrations
// 20261126-1000-job-city-codes and 20261202-0100-bilingual-content ran them (commits 8104288
// and e25f3e6: the same functions). Never edited: a later change to the live search text must
// not change what they did.
import { foldArabic } from './fold-arabic'

interface SearchColumns {
  search_text: string
  title_ar_key: string
  title_en_key: string
}

/** Markdown reduced to its words: link and image targets are not searched (every post would match "uploads"). */
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

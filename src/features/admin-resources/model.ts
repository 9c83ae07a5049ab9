import type { AdminResource } from '@contract/resources'
import { KEYWORDS_PER_ROW } from '@contract/constants'

/** Up to 3 keywords per row and a "+N" for the rest. */
export function visibleKeywords(keywords: readonly string[]): { shown: string[]; more: number } {
  return { shown: keywords.slice(0, KEYWORDS_PER_ROW), more: Math.max(0, keywords.length - KEYWORDS_PER_ROW) }
}

export function filterResources(
  items: readonly AdminResource[],
  input: { search: string; category: string; visibility: string },
): AdminResource[] {
  const needle = input.search.trim().toLowerCase()
  return items.filter(
    (r) =>
      (!needle ||
        [r.title_ar, r.title_en, r.specialty, ...r.keywords].some((text) =>
          text.toLowerCase().includes(needle),
        )) &&
      (!input.category || r.category === input.category) &&
      (!input.visibility || r.visibility === input.visibility),
  )
}

export function resourceStats(items: readonly AdminResource[]) {
  return {
    total: items.length,
    public: items.filter((r) => r.visibility === 'public').length,
    members: items.filter((r) => r.visibility === 'member').length,
    categories: new Set(items.map((r) => r.category)).size,
  }
}

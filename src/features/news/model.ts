import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { NewsSearch } from '@contract/posts'

export const NEWS_CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  announcements: msg`Announcements`,
  conferences: msg`Conferences`,
  research: msg`Research`,
  education: msg`Education`,
  community: msg`Community`,
}

/** Spec §4 "Lists": any search, filter or sort change resets the page to 1. */
export function changeNewsSearch(current: NewsSearch, change: Partial<Omit<NewsSearch, 'page'>>): NewsSearch {
  return { ...current, ...change, page: 1 }
}

/** The quick-filter chips (spec §9: at most 3 options); the rest live in the advanced panel. */
export const NEWS_QUICK_CATEGORIES = ['announcements', 'conferences', 'research'] as const

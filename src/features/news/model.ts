import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { PAGE_SIZES } from '@contract/constants'
import type { NewsSearch, Post } from '@contract/posts'
import { compareBy, matchesSearch, type SavedQuery } from '@/lib/offline/offline-list'

export const NEWS_CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  announcements: msg`Announcements`,
  conferences: msg`Conferences`,
  research: msg`Research`,
  education: msg`Education`,
  community: msg`Community`,
}

/** Any search, filter or sort change resets the page to 1. */
export function changeNewsSearch(current: NewsSearch, change: Partial<Omit<NewsSearch, 'page'>>): NewsSearch {
  return { ...current, ...change, page: 1 }
}

/** The quick-filter chips (at most 3 options); the rest live in the advanced panel. */
export const NEWS_QUICK_CATEGORIES = ['announcements', 'conferences', 'research'] as const

/** The /news list rules of the server over saved posts, for search, filters and paging offline. */
export function savedNewsQuery(search: NewsSearch): SavedQuery<Post> {
  const direction = search.sort === 'oldest' ? 1 : -1
  return {
    filter: (post) =>
      post.type === 'news' &&
      post.status === 'published' &&
      (!search.category || post.category === search.category) &&
      matchesSearch(search.search, post, [post.body_md_ar, post.body_md_en, post.category]),
    compare: compareBy.chain(
      (a, b) => direction * compareBy.number(Date.parse(a.created_at), Date.parse(b.created_at)),
      (a, b) => direction * compareBy.number(a.id, b.id),
    ),
    page: search.page,
    pageSize: PAGE_SIZES.news,
  }
}

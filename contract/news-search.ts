import * as v from 'valibot'
import { searchPage, searchPick, searchText } from './address-params'

/**
 * The /news address (its filter and sort): its route file validates it at start-up, so this
 * module holds only what the address needs, none of the area's answers or admin bodies
 * (docs/decisions/275-start-up-schemas-in-modules-of-their-own.md). posts.ts re-exports it.
 */

/** News categories (the admin form edits them; the /news filter offers them). */
export const POST_CATEGORIES = ['announcements', 'conferences', 'research', 'education', 'community'] as const
export type PostCategory = (typeof POST_CATEGORIES)[number]

/** The /news address: forgiving; `sort` is the advanced panel's Latest/Oldest. */
export const NEWS_SORTS = ['latest', 'oldest'] as const
export const NewsSearchSchema = v.object({
  page: searchPage,
  search: searchText,
  category: searchPick(POST_CATEGORIES),
  sort: searchPick(NEWS_SORTS),
})
export type NewsSearch = v.InferOutput<typeof NewsSearchSchema>

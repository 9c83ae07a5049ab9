import { API_BASE } from '@contract/constants'
import { newsSearchToQuery, PostListQuerySchema } from '@contract/posts'
import { queryString } from '@contract/query-string'
import { CARD_IMAGE_SIZES, imagePreload } from '@contract/responsive-image'
import * as v from 'valibot'
import type { AppDeps } from './app-env'
import { listPublicPosts } from './modules/posts/service'

/** The first page of /news as the app asks for it when the page is opened without filters (the route's defaults). */
const NEWS_FIRST_PAGE = newsSearchToQuery({ page: 1, search: '', category: undefined, sort: undefined })
const NEWS_FIRST_PAGE_QUERY = v.parse(PostListQuerySchema, NEWS_FIRST_PAGE)

/** A URL that can stand in a Link header as it is: printable ASCII without the header's own delimiters. */
const plainUrl = (url: string) => /^[\x21-\x7e]+$/.test(url) && !/["<>,;\\]/.test(url)

/** What the shell of a page announces and shows before the app's code has run. */
export interface ShellHints {
  /** The `Link` header's value. */
  link: string
  /** The first card's picture, its address plain (it stands in the header and in `srcset` as it is), for the splash (shell-splash.ts). */
  picture: string | undefined
}

/**
 * What the app shell (index.html) announces in a `Link` header for the page it is served for,
 * so the browser starts those downloads with the document instead of after the app's code,
 * its route chunk and its first request (several round trips on a phone network).
 *
 * `/news` opened without filters: its list request (`as=fetch crossorigin`, the exact URL the
 * app's fetch uses, so the app's request reuses the answer) and the first card's picture, the
 * page's largest paint on a phone (the AVIF copies with the card's srcset and sizes, so the
 * browser picks the copy the card will show; high priority), which the splash also shows.
 * The public list is the same for every reader, signed in or not. A failure to look the
 * picture up leaves it out: a hint never holds or breaks the page.
 */
export async function shellPreloads(deps: AppDeps, path: string, search: string): Promise<ShellHints | undefined> {
  if (path !== '/news' || search) return undefined
  const links = [`<${API_BASE}/posts?${queryString(NEWS_FIRST_PAGE)}>; rel=preload; as=fetch; crossorigin`]
  const newest = await listPublicPosts(deps, NEWS_FIRST_PAGE_QUERY).then(
    (list) => list.items[0]?.feature_path ?? undefined,
    () => undefined,
  )
  let picture: string | undefined
  if (newest) {
    const { href, ...image } = imagePreload(newest, CARD_IMAGE_SIZES)
    if (plainUrl(href) && (image.imagesrcset ?? '').split(', ').every((candidate) => plainUrl(candidate.split(' ')[0] ?? ''))) {
      const params = Object.entries(image).map(([name, value]) => `; ${name}="${value}"`)
      links.unshift(`<${href}>; rel=preload; as=image${params.join('')}; fetchpriority=high`)
      picture = newest
    }
  }
  return { link: links.join(', '), picture }
}

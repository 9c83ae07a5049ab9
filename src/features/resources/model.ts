import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IconName } from '@/ui/primitives/Icon'
import { PAGE_SIZES, type Locale } from '@contract/constants'
import { referenceLabel, toReferenceValue } from '@contract/reference-data'
import { foldArabic } from '@contract/fold-arabic'
import type { PublicResource, ResourceUiSort, ResourcesSearch } from '@contract/resources'
import { compareBy, matchesSearch, type SavedQuery } from '@/lib/offline/offline-list'

export const RESOURCE_SORT_LABELS: Record<ResourceUiSort, MessageDescriptor> = {
  newest: msg`Newest`,
  oldest: msg`Oldest`,
  downloads: msg`Most downloaded`,
  title: msg`Title`,
}

export const RESOURCE_QUICK_CATEGORIES = ['guideline', 'research', 'presentation'] as const

/**
 * A video (a recorded lecture or technique film) is watched, not downloaded: its button
 * says Watch and its counter counts views. The count is the same download count the
 * server keeps for every resource.
 */
export const isVideo = (resource: Pick<PublicResource, 'category'>): boolean => resource.category === 'video'

/**
 * The icon and label of a file type (`link` = an external resource such as a recorded
 * lecture), the label in the reader's language from the reference list.
 */
export function fileTypeIcon(fileType: string, locale: Locale): { icon: IconName; label: string } {
  const code = toReferenceValue('file_type', fileType)
  const label = referenceLabel('file_type', code, locale)
  switch (code) {
    case 'xlsx':
    case 'csv':
      return { icon: 'table', label }
    case 'png':
    case 'jpg':
      return { icon: 'image', label }
    case 'link':
      return { icon: 'link', label }
    default:
      return { icon: 'file', label }
  }
}

/** The tags string (comma-separated) as a clean list. */
export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/** Any search, filter or sort change resets the page to 1. */
export function changeResourcesSearch(
  current: ResourcesSearch,
  change: Partial<Omit<ResourcesSearch, 'page'>>,
): ResourcesSearch {
  return { ...current, ...change, page: 1 }
}

/** The /resources list rules of the server over saved resources, for search, filters and paging offline. */
export function savedResourcesQuery(search: ResourcesSearch, lang: 'ar' | 'en'): SavedQuery<PublicResource> {
  const direction = search.sort === 'oldest' ? 1 : -1
  const byId = (a: PublicResource, b: PublicResource) => compareBy.number(a.id, b.id)
  const titleKey = (resource: PublicResource) =>
    foldArabic(lang === 'en' ? resource.title_en : resource.title_ar)
  const compare =
    search.sort === 'downloads'
      ? compareBy.chain<PublicResource>(
          (a, b) => compareBy.number(b.download_count, a.download_count),
          (a, b) => byId(b, a),
        )
      : search.sort === 'title'
        ? compareBy.chain<PublicResource>((a, b) => compareBy.text(titleKey(a), titleKey(b)), byId)
        : compareBy.chain<PublicResource>(
            (a, b) => direction * compareBy.number(Date.parse(a.created_at), Date.parse(b.created_at)),
            (a, b) => direction * byId(a, b),
          )
  return {
    filter: (resource) =>
      (!search.category || resource.category === search.category) &&
      (!search.file_type || resource.file_type === search.file_type) &&
      matchesSearch(search.search, resource, [
        resource.description_ar,
        resource.description_en,
        resource.author_ar,
        resource.author_en,
        resource.author,
        resource.specialty,
        resource.keywords_ar.join(', '),
        resource.keywords_en.join(', '),
        resource.tags,
      ]),
    compare,
    page: search.page,
    pageSize: PAGE_SIZES.resources,
  }
}

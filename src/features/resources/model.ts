import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IconName } from '@/ui/Icon'
import type { ResourceUiSort, ResourcesSearch } from '@contract/resources'

export const RESOURCE_CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  document: msg`Document`,
  guideline: msg`Guideline`,
  research: msg`Research`,
  presentation: msg`Presentation`,
  video: msg`Video`,
}

export const RESOURCE_SORT_LABELS: Record<ResourceUiSort, MessageDescriptor> = {
  newest: msg`Newest`,
  oldest: msg`Oldest`,
  downloads: msg`Most downloaded`,
  title: msg`Title`,
}

export const RESOURCE_QUICK_CATEGORIES = ['guideline', 'research', 'presentation'] as const

/** The icon and label of a file type (`link` = an external resource such as a recorded lecture). */
export function fileTypeIcon(fileType: string): { icon: IconName; label: string } {
  switch (fileType.toLowerCase()) {
    case 'pdf':
      return { icon: 'file', label: 'PDF' }
    case 'docx':
    case 'doc':
      return { icon: 'file', label: 'DOCX' }
    case 'xlsx':
    case 'csv':
      return { icon: 'table', label: fileType.toUpperCase() }
    case 'png':
    case 'jpg':
    case 'jpeg':
      return { icon: 'image', label: fileType.toUpperCase() }
    case 'link':
      return { icon: 'link', label: 'LINK' }
    default:
      return { icon: 'file', label: fileType.toUpperCase() }
  }
}

/** The tags string (comma-separated, spec §3) as a clean list. */
export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}

/** Spec §4 "Lists": any search, filter or sort change resets the page to 1. */
export function changeResourcesSearch(current: ResourcesSearch, change: Partial<Omit<ResourcesSearch, 'page'>>): ResourcesSearch {
  return { ...current, ...change, page: 1 }
}

import type { Locale } from '@contract/constants'
import type { PublicResource } from '@contract/resources'
import { pickBilingualList } from '@/lib/format/bilingual'
import { splitTags } from '../model'

/**
 * A resource's keywords in the reader's language, else the other one's, isolated and marked
 * with their language; joined with the comma of the language they are in.
 */
export function ResourceTags({ resource, locale }: { resource: PublicResource; locale: Locale }) {
  const picked = pickBilingualList(
    locale,
    resource.keywords_ar,
    resource.keywords_en,
    splitTags(resource.tags),
  )
  if (!picked.items.length) return <>—</>
  return (
    <bdi dir="auto" lang={picked.lang === locale ? undefined : picked.lang}>
      {picked.items.join(picked.lang === 'ar' ? '، ' : ', ')}
    </bdi>
  )
}

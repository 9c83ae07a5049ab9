import { BilingualText } from '@/ui/text/BilingualText'

/** In the reader's language, else the other one marked with its `lang`; a saved copy's single name otherwise. */
export function PersonName({
  person,
  fallback = '',
}: {
  person: { full_name: string | null; full_name_ar?: string | undefined; full_name_en?: string | undefined }
  fallback?: string
}) {
  const ar = person.full_name_ar ?? ''
  const en = person.full_name_en ?? ''
  const single = person.full_name?.trim() ?? ''
  if (!ar && !en && !single) return <bdi dir="auto">{fallback}</bdi>
  return <BilingualText ar={ar} en={en} single={single} />
}

import { BilingualText } from '@/ui/text/BilingualText'

/**
 * A person's name in the reader's language, else in the other one (marked with its `lang`,
 * isolated in `<bdi dir="auto">`), else the spec's single name; `fallback` (an e-mail) when
 * there is no name at all. A copy saved before names were kept in both languages has an
 * empty pair: its single name is shown with the language of its script.
 */
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

import { useLingui } from '@lingui/react'
import { pickBilingual } from '@/lib/format/bilingual'
import { localeOf } from '@/lib/i18n/i18n'

/**
 * A field kept in both languages (a venue, an employer, an author) in the reader's language,
 * else in the other one. Always isolated in its own direction (`<bdi dir="auto">`), so it never
 * moves the punctuation of the sentence around it; the other language's text carries its
 * `lang`, so screen readers and fonts treat it as that language. `single` is shown when both
 * are empty (a copy saved before the pair existed), with the language of its script.
 */
export function BilingualText({ ar, en, single = '' }: { ar: string; en: string; single?: string }) {
  const { i18n } = useLingui()
  const locale = localeOf(i18n)
  const picked = pickBilingual(locale, ar, en, single)
  return (
    <bdi dir="auto" lang={picked.lang === locale ? undefined : picked.lang}>
      {picked.text}
    </bdi>
  )
}

import { useLingui } from '@lingui/react'
import { pickBilingual } from '@/lib/format/bilingual'
import { localeOf } from '@/lib/i18n/i18n'

/** Isolated in its own direction and marked with its `lang` when it fell back to the other language. */
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

import { useLingui } from '@lingui/react/macro'
import { useLocale } from '../locale-provider'
import { button } from '@/ui/primitives/button.css'
import { visuallyHidden } from '@/ui/lists/toolbar.css'

/** The visible word names the other language in that language, marked with its `lang` for screen readers. */
export function LanguageToggle({ className }: { className?: string }) {
  const { locale, setLocale } = useLocale()
  const { t } = useLingui()
  const next = locale === 'ar' ? 'en' : 'ar'
  return (
    <button
      type="button"
      className={[button.ghost, className].filter(Boolean).join(' ')}
      onClick={() => void setLocale(next)}
      lang={next}
    >
      {next === 'en' ? 'English' : 'العربية'}
      <span className={visuallyHidden} lang={locale}>
        {` (${t`change the interface language`})`}
      </span>
    </button>
  )
}

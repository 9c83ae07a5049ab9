import { useLingui } from '@lingui/react/macro'
import { useLocale } from '../locale-provider'
import { button } from '@/ui/primitives/button.css'
import { visuallyHidden } from '@/ui/lists/toolbar.css'

/**
 * The header's language toggle. Its visible word names the other language in that language
 * ("English", "العربية") and is marked with that language's `lang`, so a screen reader
 * pronounces it right; the accessible name starts with that word (a voice-control user says
 * what they see) and goes on with a hint in the reader's own language.
 */
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

import { useLingui } from '@lingui/react/macro'
import { useLocale } from '../locale-provider'
import { button } from '@/ui/button.css'

/** The header's language toggle; the button names the other language in itself. */
export function LanguageToggle({ className }: { className?: string }) {
  const { locale, setLocale } = useLocale()
  const { t } = useLingui()
  const next = locale === 'ar' ? 'en' : 'ar'
  return (
    <button
      type="button"
      className={[button.ghost, className].filter(Boolean).join(' ')}
      onClick={() => void setLocale(next)}
      aria-label={next === 'en' ? t`Switch to English` : t`Switch to Arabic`}
      lang={next}
    >
      {next === 'en' ? 'English' : 'العربية'}
    </button>
  )
}

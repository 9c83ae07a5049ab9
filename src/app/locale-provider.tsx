import type { Locale } from '@contract/constants'
import { I18nProvider } from '@lingui/react'
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { activateLocale, i18n, storeLocale } from '@/lib/i18n'

interface LocaleContextValue {
  locale: Locale
  setLocale: (locale: Locale) => Promise<void>
}

const LocaleContext = createContext<LocaleContextValue | null>(null)

/** Holds the language choice; the catalog of `initial` is active before the first render. */
export function LocaleProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initial)
  const setLocale = useCallback(async (next: Locale) => {
    await activateLocale(next)
    storeLocale(next)
    setLocaleState(next)
  }, [])
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale])
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext.Provider>
  )
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext)
  if (!value) throw new Error('useLocale outside LocaleProvider')
  return value
}

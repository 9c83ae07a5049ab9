import type { Locale } from '@contract/constants'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { activateLocale, storedChoice, storeLocale } from '@/lib/i18n/i18n'
import { keepLanguage } from '@/lib/session/session'

interface LocaleContextValue {
  locale: Locale
  setLocale: (locale: Locale) => Promise<void>
}

const LocaleContext = createContext<LocaleContextValue | null>(null)

export function LocaleProvider({
  initial,
  i18n,
  children,
}: {
  initial: Locale
  i18n: I18n
  children: ReactNode
}) {
  const [locale, setLocaleState] = useState<Locale>(initial)
  const setLocale = useCallback(
    async (next: Locale) => {
      await activateLocale(next, i18n)
      storeLocale(next)
      setLocaleState(next)
      void keepLanguage(next)
    },
    [i18n],
  )
  // Once: the stored choice (or `?lang=`) wins over the language the server rendered in.
  useEffect(() => {
    const stored = storedChoice()
    const addressed = new URLSearchParams(window.location.search).has('lang')
    if (stored && stored !== initial && !addressed) void setLocale(stored)
    else storeLocale(initial)
    // Only the first render's language is compared; a later toggle stores itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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

import { DEFAULT_LOCALE, LOCALES } from '@contract/constants'
import { isOneOf } from '@contract/narrow'
import { COLLATOR_OPTIONS, intlLocale } from './intl-locale'

/**
 * Builds, off the main thread, one of each Intl object a first screen may build (intl-warm.ts
 * says why), then ends. The language comes as the first message. Typed against the page's
 * globals: `addEventListener` and `close` exist with the same meaning on a worker's `self`.
 */
self.addEventListener(
  'message',
  (event: MessageEvent<unknown>) => {
    const language = isOneOf(LOCALES, event.data) ? event.data : DEFAULT_LOCALE
    const locale = intlLocale(language)
    // Lingui's plural messages: its plural rules and the number for "#", over the active
    // locales plus the English it always adds as the last fallback.
    new Intl.PluralRules([locale, 'en'])
    new Intl.NumberFormat([locale, 'en'])
    // format.ts and collate.ts.
    new Intl.NumberFormat(locale)
    new Intl.Collator(language, COLLATOR_OPTIONS)
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Riyadh' })
    new Intl.ListFormat(locale, { type: 'conjunction' })
    self.close()
  },
  { once: true },
)

import type { Locale } from '@contract/constants'
import { COLLATOR_OPTIONS } from './intl-locale'
import { whenIdle } from '../page/yield'

/** Built on first use, never at start-up: the first Intl object of a language loads its ICU data. */
const collators = new Map<Locale, Intl.Collator>()

function collator(locale: Locale): Intl.Collator {
  let found = collators.get(locale)
  if (!found) collators.set(locale, (found = new Intl.Collator(locale, COLLATOR_OPTIONS)))
  return found
}

export function compareText(locale: Locale): (a: string, b: string) => number {
  const { compare } = collator(locale)
  return compare
}

/** Builds the collator at an idle moment, so a list arriving later sorts without loading ICU data in its render. */
export function prepareCollator(locale: Locale): () => void {
  return whenIdle(() => collator(locale))
}

export function sortByText<T>(items: readonly T[], locale: Locale, text: (item: T) => string): T[] {
  if (items.length < 2) return [...items]
  const compare = compareText(locale)
  return [...items].sort((a, b) => compare(text(a), text(b)))
}

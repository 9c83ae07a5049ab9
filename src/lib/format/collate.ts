import type { Locale } from '@contract/constants'
import { COLLATOR_OPTIONS } from './intl-locale'
import { whenIdle } from '../page/yield'

/**
 * Lists the app sorts itself (the cities and specialties of a drop-down) follow the reader's
 * language: Arabic names in Arabic alphabetical order, English ones in English order, letters
 * before their accented forms and case ignored. The collator is built on first use, never at
 * start-up: the first Intl object of a language loads its ICU data (tens of ms on a slow phone;
 * docs/decisions/005-first-visit-budget.md). Lists the server sorts keep the server's order.
 */
const collators = new Map<Locale, Intl.Collator>()

function collator(locale: Locale): Intl.Collator {
  let found = collators.get(locale)
  if (!found) collators.set(locale, (found = new Intl.Collator(locale, COLLATOR_OPTIONS)))
  return found
}

/** Compares two texts in the reader's order. */
export function compareText(locale: Locale): (a: string, b: string) => number {
  const { compare } = collator(locale)
  return compare
}

/**
 * Builds the reader's collator at the next idle moment, in a task of its own: a page whose
 * lists arrive later (the directory's filter options) then sorts them without loading the
 * ICU data inside the render that shows them. Returns a cancel.
 */
export function prepareCollator(locale: Locale): () => void {
  return whenIdle(() => collator(locale))
}

/** A sorted copy of `items` by `text` of each, in the reader's order. */
export function sortByText<T>(items: readonly T[], locale: Locale, text: (item: T) => string): T[] {
  // Nothing to order: the collator is not built (an empty list is every list before its answer).
  if (items.length < 2) return [...items]
  const compare = compareText(locale)
  return [...items].sort((a, b) => compare(text(a), text(b)))
}

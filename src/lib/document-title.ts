import { msg } from '@lingui/core/macro'
import { useEffect } from 'react'
import { i18n } from './i18n'

const SOCIETY = msg`Saudi Orthopedic Society`

/** Sets the tab title while a page is open ("page · society"), restoring the previous one after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title
    document.title = `${title} · ${i18n._(SOCIETY)}`
    return () => {
      document.title = previous
    }
  }, [title])
}

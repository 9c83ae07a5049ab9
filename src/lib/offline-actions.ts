import { useCallback } from 'react'
import { useToast } from '@/ui/Toast'

/**
 * Actions that need the network (issue 7): offline, a Register, Apply or Download link says
 * so at once instead of opening a tab that fails. Returns a guard to call first; it answers
 * true (and has told the visitor) when the action must not go on.
 */
export function useNeedsNetwork(): (message: string, event?: { preventDefault: () => void }) => boolean {
  const toast = useToast()
  return useCallback(
    (message: string, event?: { preventDefault: () => void }) => {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) return false
      event?.preventDefault()
      toast.show(message, 'error')
      return true
    },
    [toast],
  )
}

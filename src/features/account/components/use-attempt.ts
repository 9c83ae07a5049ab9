import { useState } from 'react'
import { errorMessage } from '@/lib/http/errors'

/**
 * One account action at a time: `busy` while it runs (its button disabled), and the failure to
 * show (the server's words, or the given fallback), cleared when the next attempt starts.
 * `onRefused` runs before the failure is shown (e.g. to close a confirmation dialog).
 */
export function useAttempt(initialFailure: string | null = null) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(initialFailure)
  const attempt = async (action: () => Promise<void>, fallback: string, onRefused?: () => void) => {
    setFailure(null)
    setBusy(true)
    try {
      await action()
    } catch (error) {
      onRefused?.()
      setFailure(errorMessage(error, fallback))
    } finally {
      setBusy(false)
    }
  }
  return { busy, failure, setFailure, attempt }
}

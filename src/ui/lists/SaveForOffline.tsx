import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { OfflineError } from '@/lib/http/api-client'
import { loadSavedItems } from '@/lib/offline/offline-actions'
import { removeItem, saveItem, useIsSaved, type SaveTarget } from '@/lib/offline/saved-items'
import { useSession } from '@/lib/session/session'
import { button } from '../primitives/button.css'
import { Icon } from '../primitives/Icon'
import * as css from './save-for-offline.css'

export function SaveForOffline({ target, title }: { target: SaveTarget; title: string }) {
  const { t } = useLingui()
  const { user } = useSession()
  const saved = useIsSaved(user?.id, target.kind, target.item.id)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Loaded while there is network, so the offline Download needs no fetch.
  useEffect(() => {
    void loadSavedItems().catch(() => undefined)
  }, [])
  if (!user) return null

  // The name starts with the visible words in every state, then names the item.
  const text = busy ? t`Saving for offline…` : saved ? t`Saved for offline` : t`Save for offline`
  const toggle = async () => {
    if (busy || saved === undefined) return
    setBusy(true)
    setError(null)
    try {
      if (saved) await removeItem(user.id, target.kind, target.item.id)
      else await saveItem(user.id, target)
    } catch (failure) {
      console.error('Save for offline failed', failure)
      const offline =
        failure instanceof OfflineError || (typeof navigator !== 'undefined' && navigator.onLine === false)
      setError(
        offline
          ? t`You are offline. Connect to the internet to save this for offline reading.`
          : t`Could not save this for offline reading. Please try again.`,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className={css.wrap}>
      <button
        type="button"
        className={`${button.secondary} ${saved ? css.saved : ''} ${busy ? css.busy : ''}`}
        aria-pressed={saved === true}
        aria-busy={busy}
        aria-disabled={busy || saved === undefined}
        aria-label={t`${text}: ${title}`}
        onClick={() => void toggle()}
      >
        <Icon name={saved ? 'check' : 'download'} /> {text}
      </button>
      {error ? (
        <span role="alert" className={css.error}>
          {error}
        </span>
      ) : null}
    </span>
  )
}

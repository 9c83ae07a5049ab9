import type { PublicResource } from '@contract/resources'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { countDownload } from '../api/resource-queries'
import { isVideo } from '../model'
import { downloadSavedCopy, useNeedsNetwork } from '@/lib/offline/offline-actions'
import { useSession } from '@/lib/session/session'

/**
 * POST /resources/{id}/download, then the file opens in a new tab; a failure is
 * only logged (the file still opens). The tab is opened at the click so no popup blocker
 * stops it, and sent to the file once the count answers.
 */
export function useDownload() {
  const queryClient = useQueryClient()
  const needsNetwork = useNeedsNetwork()
  const { t } = useLingui()
  const { user } = useSession()
  return (resource: PublicResource) => {
    // Offline: the copy saved for offline if there is one; otherwise say the network is needed
    // rather than open a tab that fails.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      const message = isVideo(resource)
        ? t`Watching needs an internet connection. Try again when you are online.`
        : t`Downloading needs an internet connection. Try again when you are online.`
      void (user ? downloadSavedCopy(user.id, resource.id) : Promise.resolve(false))
        .catch(() => false)
        .then((handed) => handed || needsNetwork(message))
      return
    }
    const tab = window.open('about:blank', '_blank')
    if (tab) tab.opener = null
    const go = (url: string) => {
      if (tab) tab.location.href = url
      else window.open(url, '_blank', 'noopener,noreferrer')
    }
    countDownload(resource.id)
      .then((answer) => {
        go(answer.file_url)
        void queryClient.invalidateQueries({ queryKey: ['resources'] })
      })
      .catch((error: unknown) => {
        console.error('Download count failed', error)
        go(resource.file_url)
      })
  }
}

import { Trans, useLingui } from '@lingui/react/macro'
import { button } from './button.css'
import { useToast } from './Toast'

/** On the server, which renders without a window, it is the path. */
export function itemLink(path: string): string {
  return 'window' in globalThis ? new URL(path, window.location.origin).href : path
}

export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useLingui()
  const toast = useToast()
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.show(t`Link copied to the clipboard`, 'success')
    } catch {
      toast.show(t`Could not copy the link`, 'error')
    }
  }
  return (
    <button type="button" className={button.ghost} onClick={() => void share()}>
      <Trans>Share</Trans>
    </button>
  )
}

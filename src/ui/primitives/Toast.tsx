import { TOAST_DURATION_MS } from '@contract/constants'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import * as css from './toast.css'

export type ToastTone = 'success' | 'error' | 'info'
interface ToastItem {
  id: number
  message: ReactNode
  tone: ToastTone
}
interface ToastApi {
  show: (message: ReactNode, tone?: ToastTone) => void
}

const ToastContext = createContext<ToastApi | null>(null)

/** Toasts show inside an open modal dialog: the page under it is inert and would not announce them. */
function topModalDialog(): HTMLDialogElement | null {
  try {
    const open = [...document.querySelectorAll('dialog[open]')].filter(
      (dialog): dialog is HTMLDialogElement =>
        dialog instanceof HTMLDialogElement && dialog.matches(':modal'),
    )
    return open.at(-1) ?? null
  } catch {
    // No :modal support (older engines, test DOMs): toasts stay in the page.
    return null
  }
}

export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [items, setItems] = useState<ToastItem[]>([])
  const [host, setHost] = useState<HTMLDialogElement | null>(null)
  const next = useRef(0)
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), [])
  const show = useCallback(
    (message: ReactNode, tone: ToastTone = 'success') => {
      next.current += 1
      const id = next.current
      setHost(topModalDialog())
      // The same message again restarts its toast instead of stacking a copy.
      setItems((list) => [
        ...list.filter(
          (item) => typeof message !== 'string' || item.message !== message || item.tone !== tone,
        ),
        { id, message, tone },
      ])
      setTimeout(() => dismiss(id), TOAST_DURATION_MS)
    },
    [dismiss],
  )
  const api = useMemo(() => ({ show }), [show])
  const showing = items.length > 0
  useEffect(() => {
    if (!showing) return
    const follow = () => setHost(topModalDialog())
    const observer = new MutationObserver(follow)
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    })
    follow() // a dialog may have closed in the same moment the toast was shown
    return () => observer.disconnect()
  }, [showing])

  const inDialog = showing && host !== null && host.isConnected
  const region = (
    <div role="status" aria-live="polite">
      <ul className={inDialog ? css.regionInDialog : css.region}>
        {items.map((item) => (
          <li key={item.id} className={css.toast[item.tone]}>
            {/* The role sits inside the item: an <li> must keep its listitem role. */}
            <span className={css.message} role={item.tone === 'error' ? 'alert' : undefined}>
              {item.message}
            </span>
            <button
              type="button"
              className={css.close}
              aria-label={closeLabel}
              onClick={() => dismiss(item.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region wraps the list and is always in the page, so screen readers announce additions. */}
      {inDialog ? createPortal(region, host) : region}
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  return useContext(ToastContext) ?? { show: () => undefined }
}

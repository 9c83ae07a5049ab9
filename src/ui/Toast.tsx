import { TOAST_DURATION_MS } from '@contract/constants'
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import * as css from './toast.css'

/** Toasts of spec §8 ("Success toasts", "action-error toast"), shown for 4000 ms (§9). */
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

export function ToastProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [items, setItems] = useState<ToastItem[]>([])
  const next = useRef(0)
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), [])
  const show = useCallback(
    (message: ReactNode, tone: ToastTone = 'success') => {
      next.current += 1
      const id = next.current
      setItems((list) => [...list, { id, message, tone }])
      setTimeout(() => dismiss(id), TOAST_DURATION_MS)
    },
    [dismiss],
  )
  const api = useMemo(() => ({ show }), [show])
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Always in the page so that screen readers announce what is added to it. */}
      <ul className={css.region} role="status" aria-live="polite">
        {items.map((item) => (
          <li key={item.id} className={css.toast[item.tone]} role={item.tone === 'error' ? 'alert' : undefined}>
            <span className={css.message}>{item.message}</span>
            <button type="button" className={css.close} aria-label={closeLabel} onClick={() => dismiss(item.id)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </ToastContext.Provider>
  )
}

/** `toast.show(message, tone)`; outside a provider it does nothing (tests of single components). */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? { show: () => undefined }
}

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
      {/* The live region wraps the list: a list with role=status would orphan its items. */}
      <div role="status" aria-live="polite">
        <ul className={css.region}>
          {items.map((item) => (
            <li key={item.id} className={css.toast[item.tone]}>
              {/* The role sits inside the item: an <li> must keep its listitem role. */}
              <span className={css.message} role={item.tone === 'error' ? 'alert' : undefined}>
                {item.message}
              </span>
              <button type="button" className={css.close} aria-label={closeLabel} onClick={() => dismiss(item.id)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>
    </ToastContext.Provider>
  )
}

/** `toast.show(message, tone)`; outside a provider it does nothing (tests of single components). */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? { show: () => undefined }
}

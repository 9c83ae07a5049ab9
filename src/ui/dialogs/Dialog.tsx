import * as RadixDialog from '@radix-ui/react-dialog'
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import * as css from './dialog.css'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  closeLabel: string
  children: ReactNode
  footer?: ReactNode
  sheet?: boolean
  page?: boolean
}

export function Dialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  children,
  footer,
  sheet = false,
  page = false,
}: DialogProps) {
  // Opened from state rather than a Radix Trigger: the opener is remembered here for focus on close.
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [open])
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content
          className={
            page ? `${css.content} ${css.page}` : sheet ? `${css.content} ${css.sheet}` : css.content
          }
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault()
              opener.current.focus()
            }
          }}
        >
          <div className={css.header}>
            <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={css.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <div className={css.body}>{children}</div>
          {footer ? <div className={css.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Suspense, lazy, useState, type ReactNode } from 'react'
import { button } from '../primitives/button.css'
import * as css from './filter-sheet.css'

/** The dialog library loads when a sheet is about to open: most visits never open it. */
const loadDialog = () => import('../dialogs/Dialog')
const Dialog = lazy(() => loadDialog().then(({ Dialog: component }) => ({ default: component })))
const preloadDialog = () => void loadDialog().catch(() => undefined)

interface Props {
  active: number
  onClear: () => void
  children: ReactNode
}

export function FilterSheet({ active, onClear, children }: Props) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so closing keeps Radix's focus return to the opener.
  const [opened, setOpened] = useState(false)
  return (
    <>
      <button
        type="button"
        className={`${button.secondary} ${css.opener}`}
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onPointerDown={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
      >
        <Plural
          value={active}
          _0="Filters"
          one="Filters (# active filter)"
          other="Filters (# active filters)"
        />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title={t`Filters`}
            closeLabel={t`Close`}
            sheet
            footer={
              <>
                <button type="button" className={button.secondary} onClick={onClear} disabled={active === 0}>
                  <Trans>Clear filters</Trans>
                </button>
                <button type="button" className={button.primary} onClick={() => setOpen(false)}>
                  <Trans>Apply filters</Trans>
                </button>
              </>
            }
          >
            <div className={css.fields}>{children}</div>
          </Dialog>
        </Suspense>
      )}
    </>
  )
}

import { QUICK_FILTER_MAX_OPTIONS, SEARCH_DEBOUNCE_MS } from '@contract/constants'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { FilterSheet } from './FilterSheet'
import * as sheetCss from './filter-sheet.css'
import { media } from './breakpoints'
import { Icon } from './Icon'
import * as css from './toolbar.css'
import { useMediaQuery } from './use-media'

interface QuickFilterGroup {
  label: string
  value: string
  /** At most 3 options per group (more are cut); the "All" chip is added. */
  options: readonly { value: string; label: string }[]
  allLabel: string
  onChange: (value: string) => void
}

export interface ToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  labels: { search: string; placeholder: string; clear: string; advanced: string; hideAdvanced: string }
  quickFilters?: readonly QuickFilterGroup[]
  /** Controls shown inline beside the search (e.g. the jobs page's five selects). */
  inline?: ReactNode
  /** The advanced panel, toggled by a button. */
  advanced?: ReactNode
  /**
   * How many filters are set and how to unset them: on a phone the quick filters, inline
   * selects and advanced panel give way to a "Filters" sheet holding the selects.
   */
  filters?: { active: number; onClear: () => void }
}

/** The toolbar of the public lists (search, quick filters, sort): sticky under the 64 px header. */
export function Toolbar({ search, onSearchChange, labels, quickFilters = [], inline, advanced, filters }: ToolbarProps) {
  // With a sheet for phones, what it holds is for wide screens only.
  const wide = (className: string) => (filters ? `${className} ${sheetCss.wideOnly}` : className)
  // On a phone those are not rendered at all (the sheet renders its own when opened): CSS
  // hides them from the first paint, and a slow phone is spared their elements.
  const wideShown = useMediaQuery(media.wide) || !filters
  const [text, setText] = useState(search)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const searchId = useId()
  const latest = useRef(search)
  // The address is the truth: a back/forward navigation or a reset updates the box.
  useEffect(() => {
    latest.current = search
    setText(search)
  }, [search])
  useEffect(() => {
    if (text.trim() === latest.current.trim()) return
    const timer = window.setTimeout(() => onSearchChange(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, onSearchChange])

  return (
    <div className={css.bar}>
      <div className={css.row}>
        <form
          role="search"
          className={css.searchForm}
          onSubmit={(event) => {
            event.preventDefault()
            onSearchChange(text.trim())
          }}
        >
          <label htmlFor={searchId} className={css.visuallyHidden}>
            {labels.search}
          </label>
          <span className={css.searchIcon}>
            <Icon name="search" size={18} />
          </span>
          <input id={searchId} type="search" className={css.searchInput} value={text} placeholder={labels.placeholder} onChange={(event) => setText(event.target.value)} maxLength={100} />
          {text ? (
            <button
              type="button"
              className={css.clear}
              aria-label={labels.clear}
              onClick={() => {
                setText('')
                onSearchChange('')
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </form>
        {filters ? (
          <FilterSheet active={filters.active} onClear={filters.onClear}>
            {inline}
            {advanced}
          </FilterSheet>
        ) : null}
        {advanced && wideShown ? (
          <button type="button" className={wide(css.advancedToggle)} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
            {open ? labels.hideAdvanced : labels.advanced}
          </button>
        ) : null}
      </div>
      {(wideShown ? quickFilters : []).map((group) => (
        <div key={group.label} role="group" aria-label={group.label} className={wide(css.chips)}>
          {[{ value: '', label: group.allLabel }, ...group.options.slice(0, QUICK_FILTER_MAX_OPTIONS)].map((option) => (
            <button key={option.value || 'all'} type="button" className={css.chip} aria-pressed={group.value === option.value} onClick={() => group.onChange(option.value)}>
              {option.label}
            </button>
          ))}
        </div>
      ))}
      {inline && wideShown ? <div className={wide(css.inline)}>{inline}</div> : null}
      {advanced && wideShown ? (
        <div id={panelId} className={wide(css.panel)} hidden={!open}>
          {advanced}
        </div>
      ) : null}
    </div>
  )
}

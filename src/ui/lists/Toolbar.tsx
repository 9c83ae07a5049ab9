import { QUICK_FILTER_MAX_OPTIONS, SEARCH_DEBOUNCE_MS, STICKY_TOOLBAR_OFFSET_PX } from '@contract/constants'
import { Plural, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { FilterSheet } from './FilterSheet'
import * as sheetCss from './filter-sheet.css'
import { media } from '../primitives/breakpoints'
import { Icon } from '../primitives/Icon'
import * as css from './toolbar.css'
import { useMediaQuery } from '../primitives/use-media'
import { useStuck } from '../primitives/use-stuck'

const REFOLD_SCROLL_SHARE = 1 / 3

interface QuickFilterGroup {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  allLabel: string
  onChange: (value: string) => void
}

export interface ToolbarProps {
  search: string
  onSearchChange: (search: string) => void
  labels: { search: string; placeholder: string; clear: string; advanced: string; hideAdvanced: string }
  quickFilters?: readonly QuickFilterGroup[]
  inline?: ReactNode
  advanced?: ReactNode
  filters?: { active: number; onClear: () => void }
}

/** On a phone, once stuck, it folds into one row laid over it; the toolbar keeps its place, so the list never moves. */
export function Toolbar({
  search,
  onSearchChange,
  labels,
  quickFilters = [],
  inline,
  advanced,
  filters,
}: ToolbarProps) {
  const { t } = useLingui()
  const wide = (className: string) => (filters ? `${className} ${sheetCss.wideOnly}` : className)
  // On a phone those are not rendered at all (the sheet renders its own when opened): CSS
  // hides them from the first paint, and a slow phone is spared their elements.
  const wideShown = useMediaQuery(media.wide) || !filters
  const [text, setText] = useState(search)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const searchId = useId()
  const bodyId = useId()
  const latest = useRef(search)
  const barRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const foldedRef = useRef<HTMLButtonElement>(null)
  // Only the phones' toolbars (those with a filter sheet) fold.
  const foldable = useMediaQuery(media.phone) && filters !== undefined
  const stuck = useStuck(barRef, STICKY_TOOLBAR_OFFSET_PX, foldable)
  const [unfolded, setUnfolded] = useState(false)
  // Where focus goes after a fold or an unfold: the disclosure's other side.
  const [focusAfter, setFocusAfter] = useState<'search' | 'folded' | null>(null)
  const folded = foldable && stuck && !unfolded
  const fold = (moveFocus: boolean) => {
    setUnfolded(false)
    if (moveFocus) setFocusAfter('folded')
  }
  // Back in its place, the toolbar is whole; the next time it sticks it folds again.
  // A toolbar that sticks while the reader is in it (typing a search) stays open.
  useEffect(() => {
    setUnfolded(stuck && (barRef.current?.contains(document.activeElement) ?? false))
  }, [stuck])
  useLayoutEffect(() => {
    if (focusAfter === 'search') inputRef.current?.focus()
    if (focusAfter === 'folded') foldedRef.current?.focus()
    if (focusAfter) setFocusAfter(null)
  }, [focusAfter])
  // An opened stuck toolbar folds again once the reader scrolls on, unless they are typing a search.
  useEffect(() => {
    if (!foldable || !stuck || !unfolded) return
    const from = window.scrollY
    const onScroll = () => {
      if (Math.abs(window.scrollY - from) < window.innerHeight * REFOLD_SCROLL_SHARE) return
      if (document.activeElement === inputRef.current) return
      // A focused button of the toolbar hands its focus to the folded row rather than losing it.
      if (barRef.current?.contains(document.activeElement)) setFocusAfter('folded')
      setUnfolded(false)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [foldable, stuck, unfolded])
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

  const active = filters?.active ?? 0
  return (
    <div
      ref={barRef}
      className={css.bar}
      data-folded={folded || undefined}
      onKeyDown={(event) => {
        // The filter sheet is a portal whose keys bubble here through React: only the bar's own Escape folds it.
        const own = event.target instanceof Node && barRef.current?.contains(event.target)
        // Escape in a search box with text clears it (the browser's own); from anywhere else it folds the bar.
        const clearing = event.target === inputRef.current && text !== ''
        if (event.key === 'Escape' && own && !clearing && foldable && stuck && unfolded) fold(true)
      }}
    >
      {foldable && stuck ? (
        <button
          ref={foldedRef}
          type="button"
          className={css.folded}
          hidden={!folded}
          aria-expanded={false}
          aria-controls={bodyId}
          onClick={() => {
            setUnfolded(true)
            setFocusAfter('search')
          }}
        >
          <Icon name="search" size={18} />
          <span className={css.foldedText}>
            {text.trim() ? (
              <>
                <span className={css.visuallyHidden}>{labels.search}: </span>
                <bdi>{text.trim()}</bdi>
              </>
            ) : (
              <span className={css.foldedPlaceholder}>{labels.placeholder}</span>
            )}
          </span>
          <span className={css.foldedFilters}>
            <Icon name="filter" size={18} />
            {active > 0 ? (
              <Plural value={active} one="# filter" other="# filters" />
            ) : (
              <span className={css.visuallyHidden}>{t`Filters`}</span>
            )}
          </span>
        </button>
      ) : null}
      <div id={bodyId} className={css.body}>
        <div className={css.row}>
          <form
            role="search"
            className={css.searchForm}
            onSubmit={(event) => {
              event.preventDefault()
              onSearchChange(text.trim())
              // On a stuck phone toolbar the search is done: the keyboard closes, and scrolling folds the bar again.
              if (foldable && stuck) inputRef.current?.blur()
            }}
          >
            <label htmlFor={searchId} className={css.visuallyHidden}>
              {labels.search}
            </label>
            <span className={css.searchIcon}>
              <Icon name="search" size={18} />
            </span>
            <input
              ref={inputRef}
              id={searchId}
              type="search"
              className={css.searchInput}
              value={text}
              placeholder={labels.placeholder}
              onChange={(event) => setText(event.target.value)}
              maxLength={100}
            />
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
          {foldable && stuck && unfolded ? (
            <button
              type="button"
              className={css.foldButton}
              aria-expanded={true}
              aria-controls={bodyId}
              aria-label={t`Hide search and filters`}
              onClick={() => fold(true)}
            >
              <Icon name="chevronUp" size={20} />
            </button>
          ) : null}
          {advanced && wideShown ? (
            <button
              type="button"
              className={wide(css.advancedToggle)}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? labels.hideAdvanced : labels.advanced}
            </button>
          ) : null}
        </div>
        {(wideShown ? quickFilters : []).map((group) => (
          <div key={group.label} role="group" aria-label={group.label} className={wide(css.chips)}>
            {[{ value: '', label: group.allLabel }, ...group.options.slice(0, QUICK_FILTER_MAX_OPTIONS)].map(
              (option) => (
                <button
                  key={option.value || 'all'}
                  type="button"
                  className={css.chip}
                  aria-pressed={group.value === option.value}
                  onClick={() => group.onChange(option.value)}
                >
                  {option.label}
                </button>
              ),
            )}
          </div>
        ))}
        {inline && wideShown ? <div className={wide(css.inline)}>{inline}</div> : null}
        {advanced && wideShown ? (
          <div id={panelId} className={wide(css.panel)} hidden={!open}>
            {advanced}
          </div>
        ) : null}
      </div>
    </div>
  )
}

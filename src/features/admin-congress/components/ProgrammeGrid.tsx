import type { ProgrammeWarning } from '@contract/programme'
import { useLingui } from '@lingui/react/macro'
import { type CSSProperties, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { formatTime } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import * as page from '@/ui/admin/admin-page.css'
import { type AdminSession, droppedStart, type GridLayout, saudiInstant } from '../model'
import * as css from './congress.css'
import { useWarningText } from './labels'

interface Drag {
  id: number
  pointerId: number
  /** Where on the block the pointer took it, from the block's top edge. */
  grab: number
  /** Where it would land now. */
  column: number
  start: number
  moved: boolean
}

interface GridProps {
  day: string
  layout: GridLayout
  warnings: ReadonlyMap<number, ProgrammeWarning[]>
  title: (session: AdminSession) => string
  onEdit: (session: AdminSession) => void
  onMoveTo: (session: AdminSession) => void
  /** A drop on another room or time. */
  onDrop: (session: AdminSession, to: { day: string; start: number; room: string }) => void
}

/**
 * One day of the programme as a grid: a column per room, a row per quarter hour, each
 * session a block as tall as it lasts. A block is dragged with the pointer (mouse, pen or
 * finger) onto another room or time; its "Move to…" button does the same from the keyboard.
 */
export function ProgrammeGrid({ day, layout, warnings, title, onEdit, onMoveTo, onDrop }: GridProps) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const warningText = useWarningText()
  const [drag, setDrag] = useState<Drag | null>(null)
  const columns = useRef<(HTMLDivElement | null)[]>([])
  const height = layout.slots.length * css.SLOT_PX
  const hours = layout.slots.filter((minutes) => minutes % 60 === 0)

  /** The room column under the pointer and the start its block's top edge would take there. */
  const target = (event: ReactPointerEvent, grab: number): { column: number; start: number } | null => {
    const column = columns.current.findIndex((element) => {
      const box = element?.getBoundingClientRect()
      return box ? event.clientX >= box.left && event.clientX < box.right : false
    })
    const box = columns.current[column]?.getBoundingClientRect()
    if (column === -1 || !box) return null
    return { column, start: droppedStart(layout, event.clientY - grab - box.top, css.SLOT_PX) }
  }

  const down = (event: ReactPointerEvent<HTMLDivElement>, session: AdminSession, column: number) => {
    // The block's own buttons keep their clicks; only the primary button drags.
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest('button'))) return
    event.currentTarget.setPointerCapture(event.pointerId)
    const grab = event.clientY - event.currentTarget.getBoundingClientRect().top
    const at = target(event, grab) ?? { column, start: layout.start }
    setDrag({ id: session.id, pointerId: event.pointerId, grab, ...at, moved: false })
  }
  const move = (event: ReactPointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return
    const at = target(event, drag.grab)
    if (at && (at.column !== drag.column || at.start !== drag.start)) setDrag({ ...drag, ...at, moved: true })
  }
  const up = (session: AdminSession, event: ReactPointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return
    setDrag(null)
    const room = layout.rooms[drag.column]
    if (!drag.moved || room === undefined) return
    if (room === session.room && saudiInstant(day, drag.start) === session.starts_at) return
    onDrop(session, { day, start: drag.start, room })
  }

  const dragged = drag ? layout.blocks.find((b) => b.session.id === drag.id) : undefined
  return (
    <div className={css.gridScroll} role="region" aria-label={t`Programme grid`} tabIndex={0}>
      <div
        className={css.grid}
        style={{ gridTemplateColumns: `4.5rem repeat(${layout.rooms.length}, minmax(11rem, 1fr))` }}
      >
        <div className={css.roomHeader} aria-hidden="true" />
        {layout.rooms.map((room) => (
          <div key={room} className={css.roomHeader} dir="auto">
            {room || t`No room`}
          </div>
        ))}
        <div className={css.timeColumn} style={{ blockSize: height }} aria-hidden="true">
          {hours.map((minutes) => (
            <span
              key={minutes}
              className={css.timeLabel}
              style={{ insetBlockStart: ((minutes - layout.start) / 15) * css.SLOT_PX }}
            >
              {formatTime(saudiInstant(day, minutes), locale)}
            </span>
          ))}
        </div>
        {layout.rooms.map((room, column) => (
          <div
            key={room}
            ref={(element) => {
              columns.current[column] = element
            }}
            className={css.roomColumn}
            style={{ blockSize: height }}
            data-room={room}
          >
            {layout.blocks
              .filter((block) => block.column === column)
              .map((block) => {
                const clashes = warnings.get(block.session.id) ?? []
                const name = title(block.session)
                return (
                  <div
                    key={block.session.id}
                    className={[
                      css.block,
                      clashes.length ? css.blockClash : '',
                      drag?.id === block.session.id && drag.moved ? css.blockDragging : '',
                    ].join(' ')}
                    style={
                      {
                        insetBlockStart: block.row * css.SLOT_PX + 1,
                        [css.BLOCK_SIZE]: `${block.span * css.SLOT_PX - 2}px`,
                        insetInlineStart: `calc(${(block.lane / block.lanes) * 100}% + 2px)`,
                        inlineSize: `calc(${100 / block.lanes}% - 4px)`,
                      } as CSSProperties // React sets the custom property as written; CSSProperties only lacks its name
                    }
                    data-session-id={block.session.id}
                    onPointerDown={(event) => down(event, block.session, column)}
                    onPointerMove={move}
                    onPointerUp={(event) => up(block.session, event)}
                    onPointerCancel={() => setDrag(null)}
                  >
                    <span className={css.blockTitle} dir="auto">
                      {name}
                    </span>
                    <span>
                      {formatTime(block.session.starts_at, locale)} –{' '}
                      {formatTime(block.session.ends_at, locale)}
                    </span>
                    {clashes.length ? (
                      <span className={css.badges}>
                        {[...new Set(clashes.map((w) => warningText.badge(w)))].map((text) => (
                          <span key={text} className={`${page.badge.warning} ${css.blockBadge}`}>
                            {text}
                          </span>
                        ))}
                      </span>
                    ) : null}
                    <span className={css.blockActions}>
                      <button
                        type="button"
                        className={css.linkButton}
                        aria-label={t`Edit ${title(block.session)}`}
                        onClick={() => onEdit(block.session)}
                      >
                        {t`Edit`}
                      </button>
                      <button
                        type="button"
                        className={css.linkButton}
                        aria-label={t`Move to… ${title(block.session)}`}
                        onClick={() => onMoveTo(block.session)}
                      >
                        {t`Move to…`}
                      </button>
                    </span>
                  </div>
                )
              })}
            {drag?.moved && dragged && drag.column === column ? (
              <div
                className={css.dropPreview}
                aria-hidden="true"
                style={{
                  insetBlockStart: ((drag.start - layout.start) / 15) * css.SLOT_PX,
                  blockSize: dragged.span * css.SLOT_PX,
                  insetInlineStart: 0,
                  inlineSize: '100%',
                }}
              >
                {formatTime(saudiInstant(day, drag.start), locale)}
              </div>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  )
}

import type { ReactNode } from 'react'
import * as page from './admin-page.css'
import * as css from './data-table.css'

interface Column<Row> {
  key: string
  header: ReactNode
  cell: (row: Row) => ReactNode
}

export interface DataTableProps<Row> {
  caption: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  nowrapHeaders?: boolean
  /** Given: on narrow screens the table gives way to a list of these cards. */
  mobileCard?: (row: Row) => ReactNode
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  nowrapHeaders,
  mobileCard,
}: DataTableProps<Row>) {
  const th = nowrapHeaders ? `${css.cell} ${css.nowrap}` : css.cell
  const table = (
    <div className={mobileCard ? `${css.tableWrap} ${css.desktopOnly}` : css.tableWrap}>
      <table className={css.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={th} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={css.cell}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
  if (!mobileCard) return table
  return (
    <>
      {table}
      <ul className={css.mobileOnly} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={page.card}>
            {mobileCard(row)}
          </li>
        ))}
      </ul>
    </>
  )
}

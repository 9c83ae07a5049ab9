import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DetailDialog, type DetailProps } from './DetailDialog'
import { DetailStatus, useDetailHeading } from './DetailStatus'
import * as css from './item-page.css'
import { useItemHead } from '@/lib/page/item-presentation'

export type ItemList = '/news' | '/events' | '/resources' | '/jobs'

interface PageProps<T> extends Omit<DetailProps<T>, 'onClose'> {
  list: ItemList
  wide?: boolean
}

const LIST_NAMES = {
  '/news': <Trans>News</Trans>,
  '/events': <Trans>Events</Trans>,
  '/resources': <Trans>Resources</Trans>,
  '/jobs': <Trans>Jobs</Trans>,
} satisfies Record<ItemList, ReactNode>

export function ItemPage<T>({
  detail,
  locale,
  title,
  titleLang,
  footer,
  children,
  list,
  wide = false,
}: PageProps<T>) {
  const { t } = useLingui()
  const heading = useDetailHeading(detail, title)
  const lang = detail.state === 'ready' && titleLang ? titleLang(detail.item) : undefined
  const actions = detail.state === 'ready' ? footer(detail.item, heading) : null
  return (
    <article className={wide ? `${css.page} ${css.wide}` : css.page} aria-labelledby="item-title">
      <nav aria-label={t`Breadcrumb`} className={css.crumbs}>
        <ol className={css.crumbList}>
          <li>
            <Link to="/" className={css.crumbLink}>
              <Trans>Home</Trans>
            </Link>
          </li>
          <li>
            <Link to={list} className={css.crumbLink}>
              {LIST_NAMES[list]}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 id="item-title" className={css.title} dir="auto" lang={lang}>
        {heading}
      </h1>
      <div className={css.body}>
        <DetailStatus detail={detail} locale={locale} heading={heading}>
          {children}
        </DetailStatus>
      </div>
      {actions ? <div className={css.actions}>{actions}</div> : null}
    </article>
  )
}

/** An item's details, as a dialog over its list (opened from it) or as a page of its own (see `useOverList`). */
export function ItemDetails<T>({
  overList,
  list,
  onClose,
  ...props
}: DetailProps<T> & { overList: boolean; list: ItemList }) {
  useItemHead(props.detail.state === 'ready')
  return overList ? <DetailDialog {...props} onClose={onClose} /> : <ItemPage {...props} list={list} />
}

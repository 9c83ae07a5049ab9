import type { Notification } from '@contract/notifications'
import { NOTIFICATION_PAGE_SIZE } from '@contract/notifications'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as css from './notifications.css'
import { PushControl } from './PushControl'
import { pickBilingual } from '@/lib/format/bilingual'
import { formatDate } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { markNotificationsRead, notificationQueries } from '@/lib/member/notifications'
import { useOnlineStatus } from '@/lib/offline/online'
import { button } from '@/ui/primitives/button.css'
import { EmptyState } from '@/ui/lists/EmptyState'
import { Pagination } from '@/ui/lists/Pagination'

/**
 * /notifications: the member's notification centre, newest first, read and unread, each with a
 * link to what it is about, and push on this device. Saved on the device: it reads offline;
 * marking read needs a connection.
 */
export function NotificationsPage() {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const [page, setPage] = useState(1)
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const list = useQuery(notificationQueries.page(page))
  const [failed, setFailed] = useState(false)
  const read = (id?: number) => {
    setFailed(false)
    markNotificationsRead(queryClient, id).catch(() => setFailed(true))
  }
  const unread = list.data?.unread ?? 0
  return (
    <section className={css.page} aria-labelledby="notifications-heading">
      <div className={css.top}>
        <h1 id="notifications-heading" className={css.title}>
          <Trans>Notifications</Trans>
        </h1>
        {unread > 0 ? (
          <button type="button" className={button.secondary} disabled={!online} onClick={() => read()}>
            <Trans>Mark all read</Trans>
          </button>
        ) : null}
      </div>
      <PushControl />
      {failed ? (
        <p className={css.error} role="alert">
          <Trans>This could not be saved. Check your connection and try again.</Trans>
        </p>
      ) : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <EmptyState
            title={t`No notifications yet.`}
            description={t`Announcements from the society and news about your events will appear here.`}
          />
        ) : (
          <ul className={css.list}>
            {list.data.items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                locale={locale}
                canMark={online}
                onRead={() => read(item.id)}
              />
            ))}
          </ul>
        )
      ) : list.isPending ? (
        online ? (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          <p className={css.error} role="alert">
            <Trans>
              You are offline and this list is not saved on this device yet. Open it once when you are online.
            </Trans>
          </p>
        )
      ) : (
        <p className={css.error} role="alert">
          <Trans>The notifications could not be loaded.</Trans>{' '}
          <button type="button" className={button.ghost} onClick={() => void list.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </p>
      )}
      {list.data ? (
        <Pagination
          page={page}
          total={list.data.total}
          pageSize={NOTIFICATION_PAGE_SIZE}
          onPageChange={setPage}
          labels={{
            nav: t`Notification pages`,
            previous: t`Newer`,
            next: t`Older`,
            page: (page) => t`Page ${page}`,
          }}
        />
      ) : null}
    </section>
  )
}

function NotificationItem({
  item,
  locale,
  canMark,
  onRead,
}: {
  item: Notification
  locale: 'ar' | 'en'
  canMark: boolean
  onRead: () => void
}) {
  const title = pickBilingual(locale, item.title_ar, item.title_en)
  const body = pickBilingual(locale, item.body_ar, item.body_en)
  const isUnread = item.read_at === null
  return (
    <li className={`${css.item} ${isUnread ? css.unread : ''}`}>
      <h2 className={css.itemTitle} lang={title.lang} dir="auto">
        {title.text}
      </h2>
      {body.text ? (
        <p className={css.body} lang={body.lang} dir="auto">
          {body.text}
        </p>
      ) : null}
      <p className={css.meta}>
        <span>{formatDate(item.created_at, locale)}</span>
        {isUnread ? (
          <span>
            <Trans>Unread</Trans>
          </span>
        ) : null}
        {item.link ? (
          <Link to={item.link} onClick={isUnread && canMark ? onRead : undefined}>
            <Trans>Open the page</Trans>
          </Link>
        ) : null}
        {isUnread && canMark ? (
          <button type="button" className={button.ghost} onClick={onRead}>
            <Trans>Mark read</Trans>
          </button>
        ) : null}
      </p>
    </li>
  )
}

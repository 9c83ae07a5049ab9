import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as css from './notifications.css'
import { formatNumber } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { NOTIFICATIONS_ENTITY, notificationQueries, onNotificationPushed } from '@/lib/member/notifications'

/** The header's bell: opens the notification centre and shows how many are unread (from the saved copy when offline; at once when a push arrives). */
export function NotificationBell() {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const queryClient = useQueryClient()
  const { data } = useQuery({ ...notificationQueries.page(1), refetchInterval: 60_000 })
  useEffect(
    () =>
      onNotificationPushed(() => void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_ENTITY] })),
    [queryClient],
  )
  const unread = data?.unread ?? 0
  const label =
    unread > 0
      ? t`${plural(unread, { one: '# unread notification', other: '# unread notifications' })}`
      : t`Notifications`
  return (
    <Link to="/notifications" className={css.bell} aria-label={label} title={label}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 10a6 6 0 1 1 12 0c0 4 1.5 5.5 2 6H4c.5-.5 2-2 2-6zM10 19a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span className={css.count} aria-hidden="true">
          {unread > 99 ? `${formatNumber(99, locale)}+` : formatNumber(unread, locale)}
        </span>
      ) : null}
    </Link>
  )
}

import type { NotificationChannel, NotificationPreferences } from '@contract/notification-preferences'
import type { NotificationCategory } from '@contract/notifications'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '@/lib/http/errors'
import {
  notificationPreferencesQuery,
  saveNotificationPreferences,
} from '@/lib/member/notification-preferences'
import { useOnlineStatus } from '@/lib/offline/online'
import { button } from '@/ui/primitives/button.css'
import * as css from './account.css'
import { AccountSection } from './AccountCard'
import * as prefs from './notification-preferences.css'

/** What each category is, in the member's words. */
function useCategoryText(): Record<NotificationCategory, { name: string; description: string }> {
  const { t } = useLingui()
  return {
    announcements: {
      name: t`Announcements`,
      description: t`News and notices from the society: congresses, guidelines, general assemblies.`,
    },
    promotions: {
      name: t`Promotional announcements`,
      description: t`Courses, sponsors' offers and other promotions. Off until you turn them on.`,
    },
    events: {
      name: t`Event and congress reminders`,
      description: t`A reminder the day before an event you registered for, and news of your registration.`,
    },
    programme: {
      name: t`Programme changes for starred sessions`,
      description: t`A new room or time for a session you starred in a congress programme.`,
    },
    cpd: {
      name: t`CPD reminders`,
      description: t`Your CPD cycle and certificates ready to download.`,
    },
    account: {
      name: t`Account and security notices`,
      description: t`Sign-ins, passwords and your account. These cannot be turned off.`,
    },
  }
}

/**
 * On /account: per category, whether it reaches the member by e-mail, in the notification
 * centre and as push notifications on their devices. Each box saves as it changes; account and
 * security notices are always on. Push reaches only devices where it was turned on.
 */
export function NotificationPreferencesSection() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const online = useOnlineStatus()
  const current = useQuery(notificationPreferencesQuery)
  const text = useCategoryText()
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const channelNames: Record<NotificationChannel, string> = {
    email: t`E-mail`,
    in_app: t`In the portal`,
    push: t`Push on devices`,
  }

  async function change(category: NotificationCategory, channel: NotificationChannel, on: boolean) {
    setFailure(null)
    setDone(null)
    setSaving(true)
    const before = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesQuery.queryKey)
    if (before)
      queryClient.setQueryData(notificationPreferencesQuery.queryKey, {
        categories: before.categories.map((entry) =>
          entry.category === category ? { ...entry, channels: { ...entry.channels, [channel]: on } } : entry,
        ),
      })
    try {
      const saved = await saveNotificationPreferences({
        categories: [{ category, channels: { [channel]: on } }],
      })
      queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved)
      setDone(t`Saved.`)
    } catch (error) {
      if (before) queryClient.setQueryData(notificationPreferencesQuery.queryKey, before)
      setFailure(errorMessage(error, t`Your choice could not be saved. Please try again.`))
    } finally {
      setSaving(false)
    }
  }

  return (
    <AccountSection
      headingId="notification-preferences-heading"
      heading={<Trans>Notifications</Trans>}
      intro={
        <Trans>
          Choose how each kind of notification reaches you. Push notifications reach the devices where you
          turned them on, from the notifications page.
        </Trans>
      }
      done={done}
      failure={failure}
      className={css.section}
    >
      {current.isPending ? (
        <p className={css.muted} role="status">
          <Trans>Loading your choices…</Trans>
        </p>
      ) : current.isError ? (
        <div role="alert">
          <p>
            <Trans>Your choices could not be loaded.</Trans>
          </p>
          <button type="button" className={button.secondary} onClick={() => void current.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <>
          {!online ? (
            <p className={css.muted} role="status">
              <Trans>You are offline. Your choices can be changed once you are back online.</Trans>
            </p>
          ) : null}
          {current.data.categories.map((entry) => (
            <fieldset
              key={entry.category}
              className={prefs.category}
              aria-describedby={`pref-${entry.category}`}
            >
              <legend className={prefs.legend}>{text[entry.category].name}</legend>
              <p id={`pref-${entry.category}`} className={prefs.description}>
                {text[entry.category].description}
              </p>
              <div className={prefs.channels}>
                {(['email', 'in_app', 'push'] as const).map((channel) => (
                  <label key={channel} className={prefs.channel}>
                    <input
                      type="checkbox"
                      className={prefs.checkbox}
                      checked={entry.channels[channel]}
                      disabled={entry.locked || !online || saving}
                      onChange={(event) => void change(entry.category, channel, event.target.checked)}
                    />
                    {channelNames[channel]}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </>
      )}
    </AccountSection>
  )
}

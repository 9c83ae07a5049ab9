import { PushMessageSchema } from '@contract/push'
import * as v from 'valibot'

export interface ShownNotification {
  title: string
  options: NotificationOptions & { data: { url: string } }
}

export function notificationOfPush(text: string | undefined, origin: string): ShownNotification | undefined {
  let data: unknown
  try {
    data = JSON.parse(text ?? '')
  } catch {
    return undefined
  }
  const parsed = v.safeParse(PushMessageSchema, data)
  if (!parsed.success) return undefined
  const message = parsed.output
  const path =
    message.link && message.link.startsWith('/') && !message.link.startsWith('//')
      ? message.link
      : '/notifications'
  return {
    title: message.title,
    options: {
      body: message.body,
      lang: message.lang,
      dir: message.lang === 'ar' ? 'rtl' : 'ltr',
      tag: `notification-${message.id}`,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: new URL(path, origin).href },
    },
  }
}

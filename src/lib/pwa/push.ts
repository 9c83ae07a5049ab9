import { PushPublicKeySchema, PushSubscribedSchema, PushUnsubscribedSchema } from '@contract/push'
import { apiRequest } from '../http/api-client'

export type PushState = 'unsupported' | 'insecure' | 'denied' | 'off' | 'on'

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration()
}

export async function pushState(): Promise<PushState> {
  if (typeof window !== 'undefined' && !window.isSecureContext) return 'insecure'
  if (!supported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const subscription = await (await registration())?.pushManager.getSubscription()
  return subscription && Notification.permission === 'granted' ? 'on' : 'off'
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(
    base64url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64url.length / 4) * 4, '='),
  )
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index)
  return bytes
}

export async function turnPushOn(): Promise<PushState> {
  if (!supported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off'
  const ready = await navigator.serviceWorker.ready
  const { public_key } = await apiRequest('/push/public-key', { schema: PushPublicKeySchema })
  const existing = await ready.pushManager.getSubscription()
  const subscription =
    existing ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }))
  try {
    await apiRequest('/push/subscriptions', {
      method: 'POST',
      body: subscription.toJSON(),
      schema: PushSubscribedSchema,
    })
  } catch (error) {
    // A subscription the server refused would only ever receive nothing: the browser forgets it too.
    if (!existing) await subscription.unsubscribe().catch(() => undefined)
    throw error
  }
  return 'on'
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = supported() ? await (await registration())?.pushManager.getSubscription() : undefined
  if (subscription) {
    await apiRequest('/push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      schema: PushUnsubscribedSchema,
    })
    await subscription.unsubscribe()
  }
  return 'off'
}

/** Never throws: a sign-out offline still signs out. */
export async function forgetPushOnThisDevice(): Promise<void> {
  try {
    await turnPushOff()
  } catch {
    const subscription = supported() ? await (await registration())?.pushManager.getSubscription() : undefined
    await subscription?.unsubscribe().catch(() => undefined)
  }
}

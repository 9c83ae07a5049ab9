import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'

/** The server's VAPID public key (base64url, an uncompressed P-256 point), the browser's `applicationServerKey`. */
export const PushPublicKeySchema = v.object({ public_key: v.string() })
export type PushPublicKey = v.InferOutput<typeof PushPublicKeySchema>

const endpoint = v.pipe(v.string(C.invalidType), v.nonEmpty(C.required), v.maxLength(2048, C.tooLong))
/** The base64url keys of a subscription: a P-256 point (65 bytes) and a 16-byte secret. */
const key = (max: number) =>
  v.pipe(
    v.string(C.invalidType),
    v.nonEmpty(C.required),
    v.maxLength(max, C.tooLong),
    v.regex(/^[A-Za-z0-9_-]+=*$/, C.invalid),
  )

/** A browser `PushSubscription`'s JSON (`subscription.toJSON()`), as the browser writes it. */
export const PushSubscriptionSchema = v.object({
  endpoint,
  expirationTime: v.optional(v.nullable(v.number(C.invalidType))),
  keys: v.object({ p256dh: key(100), auth: key(40) }),
})
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionSchema>

export const PushUnsubscribeSchema = v.object({ endpoint })

/** A browser the member turned push on in, as their data export shows it (the keys stay on the server). */
export const PushDeviceSchema = v.object({
  endpoint_host: v.string(),
  user_agent: v.nullable(v.string()),
  created_at: v.string(),
})

export const PushSubscribedSchema = v.object({ endpoint: v.string() })
export const PushUnsubscribedSchema = v.object({ removed: v.boolean() })

/**
 * What a push message carries to the service worker: one notification in the member's
 * language, the page it opens on tap, and the direction to lay it out in.
 */
export const PushMessageSchema = v.object({
  id: v.number(),
  title: v.string(),
  body: v.string(),
  lang: v.picklist(['ar', 'en']),
  /** A path of the portal (`/events/12`), or null for the notification centre. */
  link: v.nullable(v.string()),
})
export type PushMessage = v.InferOutput<typeof PushMessageSchema>

import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'

/** Base64url of an uncompressed P-256 point: the browser's `applicationServerKey`. */
export const PushPublicKeySchema = v.object({ public_key: v.string() })
export type PushPublicKey = v.InferOutput<typeof PushPublicKeySchema>

const endpoint = v.pipe(v.string(C.invalidType), v.nonEmpty(C.required), v.maxLength(2048, C.tooLong))
const key = (max: number) =>
  v.pipe(
    v.string(C.invalidType),
    v.nonEmpty(C.required),
    v.maxLength(max, C.tooLong),
    v.regex(/^[A-Za-z0-9_-]+=*$/, C.invalid),
  )

export const PushSubscriptionSchema = v.object({
  endpoint,
  expirationTime: v.optional(v.nullable(v.number(C.invalidType))),
  keys: v.object({ p256dh: key(100), auth: key(40) }),
})
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionSchema>

export const PushUnsubscribeSchema = v.object({ endpoint })

/** As the data export shows it; the keys stay on the server. */
export const PushDeviceSchema = v.object({
  endpoint_host: v.string(),
  user_agent: v.nullable(v.string()),
  created_at: v.string(),
})

export const PushSubscribedSchema = v.object({ endpoint: v.string() })
export const PushUnsubscribedSchema = v.object({ removed: v.boolean() })

export const PushMessageSchema = v.object({
  id: v.number(),
  title: v.string(),
  body: v.string(),
  lang: v.picklist(['ar', 'en']),
  link: v.nullable(v.string()),
})
export type PushMessage = v.InferOutput<typeof PushMessageSchema>

import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from './notifications'

export const NOTIFICATION_CHANNELS = ['email', 'in_app', 'push'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

/** Account and security notices reach the member whatever they choose: they cannot be turned off. */
export const LOCKED_CATEGORIES: readonly NotificationCategory[] = ['account']

/** Promotions need the member's opt-in (Saudi personal data protection law): off until chosen; the rest on. */
export const defaultChoice = (category: NotificationCategory): boolean => category !== 'promotions'

const ChannelChoicesSchema = v.object({
  email: v.boolean(C.invalidType),
  in_app: v.boolean(C.invalidType),
  push: v.boolean(C.invalidType),
})

export const NotificationPreferencesSchema = v.object({
  categories: v.array(
    v.object({
      category: v.picklist(NOTIFICATION_CATEGORIES, C.oneOf),
      locked: v.boolean(),
      channels: ChannelChoicesSchema,
    }),
  ),
})
export type NotificationPreferences = v.InferOutput<typeof NotificationPreferencesSchema>

/** The categories given are set, the others keep their choices. */
export const NotificationPreferencesUpdateSchema = v.strictObject(
  {
    categories: v.pipe(
      v.array(
        v.strictObject(
          {
            category: v.picklist(NOTIFICATION_CATEGORIES, C.oneOf),
            channels: v.strictObject(
              {
                email: v.optional(v.boolean(C.invalidType)),
                in_app: v.optional(v.boolean(C.invalidType)),
                push: v.optional(v.boolean(C.invalidType)),
              },
              C.unknownField,
            ),
          },
          C.unknownField,
        ),
        C.invalidType,
      ),
      v.maxLength(NOTIFICATION_CATEGORIES.length, C.tooLong),
    ),
  },
  C.unknownField,
)
export type NotificationPreferencesUpdate = v.InferOutput<typeof NotificationPreferencesUpdateSchema>

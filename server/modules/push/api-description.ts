import { PushPublicKeySchema, PushSubscribedSchema, PushUnsubscribedSchema } from '@contract/push'
import { describeRoutes } from '../../lib/api-description'

export const pushDescriptions = describeRoutes({
  'GET /api/push/public-key': {
    summary: "The server's VAPID public key, the browser's applicationServerKey for subscribing",
    response: { schema: PushPublicKeySchema },
  },
  'POST /api/push/subscriptions': {
    summary:
      "Turn push on for this browser: a PushSubscription's JSON. The endpoint must be https on a public host",
    response: { status: 201, schema: PushSubscribedSchema },
    errors: { 422: ['pushEndpointRefused'] },
  },
  'DELETE /api/push/subscriptions': {
    summary: "Turn push off for this browser (its endpoint); `removed` is false when it was not the member's",
    response: { schema: PushUnsubscribedSchema },
  },
})

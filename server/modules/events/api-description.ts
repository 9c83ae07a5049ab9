import {
  AdminEventListResponseSchema,
  AdminEventSchema,
  EventListResponseSchema,
  EventSchema,
} from '@contract/events'
import { DeletedResponseSchema, ImageUploadResponseSchema } from '@contract/posts'
import { describeRoutes } from '../../lib/api-description'

const notFound = { 404: ['eventNotFound'] } as const

export const eventsDescriptions = describeRoutes({
  'GET /api/events': {
    summary: 'Published events, upcoming or past',
    response: { schema: EventListResponseSchema },
  },
  'GET /api/events/:id{[0-9]+}': {
    summary: 'One published event',
    response: { schema: EventSchema },
    errors: notFound,
  },
  'GET /api/admin/events': {
    summary: 'All events for the back office',
    response: { schema: AdminEventListResponseSchema },
  },
  'POST /api/events/images/upload': {
    summary: 'Upload the picture of an event',
    description:
      'Re-encoded to WebP and cropped around its centre to 1200 × 630 px, the link-preview shape; the answer is the path to save as `feature_path`.',
    body: { multipart: { file: 'file' } },
    response: { status: 201, schema: ImageUploadResponseSchema },
    errors: {
      413: ['imageTooLarge'],
      415: ['imageTypeNotAllowed', 'multipartRequired'],
      429: ['tooManyUploads'],
      503: ['storageUnavailable'],
    },
  },
  'POST /api/events': { summary: 'Create an event', response: { status: 201, schema: AdminEventSchema } },
  'PUT /api/events/:id{[0-9]+}': {
    summary: 'Save an event',
    response: { schema: AdminEventSchema },
    errors: notFound,
  },
  'DELETE /api/events/:id{[0-9]+}': {
    summary: 'Delete an event',
    response: { schema: DeletedResponseSchema },
    errors: notFound,
  },
})

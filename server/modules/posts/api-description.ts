import {
  AdminPostListResponseSchema,
  DeletedResponseSchema,
  ImageUploadResponseSchema,
  PostListResponseSchema,
  PostSchema,
} from '@contract/posts'
import { describeRoutes } from '../../lib/api-description'

const notFound = { 404: ['postNotFound'] } as const

export const postsDescriptions = describeRoutes({
  'GET /api/posts': { summary: 'Published news posts', response: { schema: PostListResponseSchema } },
  'GET /api/posts/:id{[0-9]+}': {
    summary: 'One published post',
    response: { schema: PostSchema },
    errors: notFound,
  },
  'GET /api/admin/posts': {
    summary: 'All posts for the back office',
    response: { schema: AdminPostListResponseSchema },
  },
  'POST /api/posts/images/upload': {
    summary: 'Upload an image for a post',
    body: { multipart: { file: 'file' } },
    response: { status: 201, schema: ImageUploadResponseSchema },
    errors: {
      413: ['imageTooLarge'],
      415: ['imageTypeNotAllowed', 'multipartRequired'],
      429: ['tooManyUploads'],
      503: ['storageUnavailable'],
    },
  },
  'POST /api/posts': { summary: 'Create a post', response: { status: 201, schema: PostSchema } },
  'PUT /api/posts/:id{[0-9]+}': {
    summary: 'Save a post',
    response: { schema: PostSchema },
    errors: notFound,
  },
  'DELETE /api/posts/:id{[0-9]+}': {
    summary: 'Delete a post',
    response: { schema: DeletedResponseSchema },
    errors: notFound,
  },
})

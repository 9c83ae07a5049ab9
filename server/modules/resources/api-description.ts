import { DeletedResponseSchema } from '@contract/posts'
import { AdminResourceListResponseSchema, AdminResourceSchema, ResourceDownloadResponseSchema, ResourceFileUploadResponseSchema, ResourceListResponseSchema, ResourceSchema } from '@contract/resources'
import { describeRoutes } from '../../lib/api-description'

const notFound = { 404: ['resourceNotFound'] } as const

export const resourcesDescriptions = describeRoutes({
  'GET /api/resources': { summary: 'Resources the caller may see (members-only ones for members)', response: { schema: ResourceListResponseSchema } },
  'GET /api/resources/:id{[0-9]+}': { summary: 'One resource', response: { schema: ResourceSchema }, errors: notFound },
  'POST /api/resources/:id{[0-9]+}/download': {
    summary: 'A short-lived signed link to the resource file (counts the download)',
    response: { schema: ResourceDownloadResponseSchema },
    errors: { 401: ['pending'], 403: ['forbidden'], 404: ['resourceNotFound'] },
  },
  'GET /api/resources/:id{[0-9]+}/file': {
    summary: 'The file behind a signed link (or a redirect to an outside link)',
    response: { contentType: 'application/octet-stream', description: 'The file; 302 to the outside address for a linked resource' },
    errors: { 403: ['fileLinkInvalid'], 404: ['resourceNotFound'] },
  },
  'GET /api/admin/resources': { summary: 'All resources for the back office', response: { schema: AdminResourceListResponseSchema } },
  'POST /api/resources/files/upload': {
    summary: 'Upload a resource file (kept private, served only through signed links)',
    body: { multipart: { file: 'file' } },
    response: { status: 201, schema: ResourceFileUploadResponseSchema },
    errors: { 400: ['unreadableBody'], 413: ['fileTooLarge'], 415: ['fileTypeNotAllowed', 'multipartRequired'], 429: ['tooManyUploads'], 503: ['storageUnavailable'] },
  },
  'POST /api/resources': {
    summary: 'Create a resource',
    response: { status: 201, schema: AdminResourceSchema },
    errors: { 422: ['resourceFileNotStored'] },
  },
  'PUT /api/resources/:id{[0-9]+}': { summary: 'Save a resource', response: { schema: AdminResourceSchema }, errors: { 404: ['resourceNotFound'], 422: ['resourceFileNotStored'] } },
  'DELETE /api/resources/:id{[0-9]+}': { summary: 'Delete a resource', response: { schema: DeletedResponseSchema }, errors: notFound },
})

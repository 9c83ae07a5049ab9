import { DeletedResponseSchema } from '@contract/posts'
import {
  AdminResourceListResponseSchema,
  AdminResourceSchema,
  ResourceDownloadResponseSchema,
  ResourceFileUploadResponseSchema,
  ResourceListResponseSchema,
  ResourceSchema,
} from '@contract/resources'
import { RESOURCE_VISIBILITIES } from '@contract/resources-list'
import * as v from 'valibot'
import { describeRoutes } from '../../lib/api-description'
import { contentTypeOf } from '../../static'
import { RESOURCE_FILE_KINDS } from './file-upload'

const notFound = { 404: ['resourceNotFound'] } as const
/** A stored file is answered with the media type of its extension (without the charset parameter). */
const FILE_MEDIA_TYPES = [
  ...new Set(RESOURCE_FILE_KINDS.map((kind) => contentTypeOf(`file.${kind}`).replace(/;.*/, ''))),
]

export const resourcesDescriptions = describeRoutes({
  'GET /api/resources': {
    summary: 'Resources the caller may see (members-only ones for members)',
    response: { schema: ResourceListResponseSchema },
  },
  'GET /api/resources/:id{[0-9]+}': {
    summary: 'One resource (a members-only one answers 401 to a visitor)',
    response: { schema: ResourceSchema },
    errors: { 401: ['notAuthenticated'], ...notFound },
  },
  'POST /api/resources/:id{[0-9]+}/download': {
    summary: 'A short-lived signed link to the resource file (counts the download)',
    response: { schema: ResourceDownloadResponseSchema },
    errors: { 401: ['notAuthenticated', 'pending'], 403: ['forbidden'], 404: ['resourceNotFound'] },
  },
  'GET /api/resources/:id{[0-9]+}/file': {
    summary: 'The file behind a signed link (or a redirect to an outside link)',
    response: {
      contentType: FILE_MEDIA_TYPES,
      description: 'The file, with the media type of its kind',
      bodiless: {
        302: 'A linked resource: its outside address',
        304: 'The copy named by If-None-Match is current',
      },
    },
    errors: { 403: ['fileLinkInvalid'], 404: ['resourceNotFound'] },
  },
  'GET /api/admin/resources': {
    summary: 'All resources for the back office',
    response: { schema: AdminResourceListResponseSchema },
  },
  'POST /api/resources/files/upload': {
    summary:
      "Upload a resource file (a public resource's file is served as it is, the others only through signed links)",
    description:
      '`visibility` is the visibility of the resource the file is for: a public file is stored among the public uploads, the others are private.',
    body: { multipart: { file: 'file', visibility: v.picklist(RESOURCE_VISIBILITIES) } },
    response: { status: 201, schema: ResourceFileUploadResponseSchema },
    errors: {
      413: ['fileTooLarge'],
      415: ['fileTypeNotAllowed', 'multipartRequired'],
      429: ['tooManyUploads'],
      503: ['storageUnavailable'],
    },
  },
  'POST /api/resources': {
    summary: 'Create a resource',
    response: { status: 201, schema: AdminResourceSchema },
    errors: { 422: ['resourceFileNotStored'] },
  },
  'PUT /api/resources/:id{[0-9]+}': {
    summary: 'Save a resource',
    response: { schema: AdminResourceSchema },
    errors: { 404: ['resourceNotFound'], 422: ['resourceFileNotStored'] },
  },
  'DELETE /api/resources/:id{[0-9]+}': {
    summary: 'Delete a resource',
    response: { schema: DeletedResponseSchema },
    errors: notFound,
  },
})

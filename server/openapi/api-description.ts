import * as v from 'valibot'
import { describeRoutes } from '../lib/api-description'

const operation = v.looseObject({
  operationId: v.string(),
  summary: v.string(),
  responses: v.record(v.string(), v.looseObject({ description: v.string() })),
})

const OpenApiDocumentSchema = v.object({
  openapi: v.literal('3.1.0'),
  info: v.object({ title: v.string(), version: v.string(), description: v.string() }),
  servers: v.array(v.object({ url: v.string() })),
  tags: v.array(v.object({ name: v.string() })),
  paths: v.record(v.string(), v.record(v.string(), operation)),
  components: v.object({
    schemas: v.record(v.string(), v.looseObject({})),
    securitySchemes: v.record(v.string(), v.looseObject({ type: v.string() })),
  }),
})

export const referenceDescriptions = describeRoutes({
  'GET /api/openapi.json': {
    summary: 'This description (OpenAPI 3.1), built from the route table and the contract schemas',
    tag: 'reference',
    response: { schema: OpenApiDocumentSchema, description: 'An OpenAPI 3.1 document' },
  },
  'GET /api/docs': {
    summary: 'The reference page (Swagger UI)',
    tag: 'reference',
    response: { contentType: 'text/html' },
  },
  'GET /api/docs/:file{[a-z-]+\\.(?:js|css)}': {
    summary:
      'A script or stylesheet of the reference page (served here: the page loads nothing from elsewhere)',
    tag: 'reference',
    response: {
      contentType: ['text/javascript', 'text/css'],
      bodiless: { 304: 'The copy named by If-None-Match is current' },
    },
    errors: { 404: ['notFound'] },
  },
})

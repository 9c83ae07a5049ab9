import { describeRoutes } from '../lib/api-description'

export const referenceDescriptions = describeRoutes({
  'GET /api/openapi.json': {
    summary: 'This description (OpenAPI 3.1), built from the route table and the contract schemas',
    tag: 'reference',
    response: { contentType: 'application/json', description: 'An OpenAPI 3.1 document' },
  },
  'GET /api/docs': { summary: 'The reference page (Swagger UI)', tag: 'reference', response: { contentType: 'text/html' } },
  'GET /api/docs/:file{[a-z-]+\\.(?:js|css)}': {
    summary: "A script or stylesheet of the reference page (served here: the page loads nothing from elsewhere)",
    tag: 'reference',
    response: { contentType: 'text/javascript' },
    errors: { 404: ['notFound'] },
  },
})

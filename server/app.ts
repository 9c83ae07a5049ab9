import { ERROR_DETAILS } from '@contract/errors'
import { Hono } from 'hono'
import { getPath } from 'hono/utils/url'
import { HTTPException } from 'hono/http-exception'
import type { AppDeps, AppEnv } from './app-env'
import { resolveViewer } from './lib/auth/resolve-viewer'
import { HttpError, codeOfStatus, errorBody } from './lib/errors'
import { isStorageFault, StorageUnavailableError } from './lib/storage/storage'
import { metricsEndpoint, requestMetrics } from './lib/metrics'
import { compressText } from './lib/compress'
import { requestLog } from './lib/request-log'
import { securityHeaders } from './lib/security-headers'
import { jsonBodyBounds } from './lib/json-body-bounds'
import { CLIENT_CLOSED_REQUEST, clientLeftMidBody } from './lib/unread-body'
import { invalidJsonBody } from './lib/validation'
import { adminEventsRoutes } from './modules/events/admin-routes'
import { adminJobsRoutes } from './modules/jobs/admin-routes'
import { adminAnnouncementsRoutes } from './modules/announcements/admin-routes'
import { unsubscribeRoutes } from './modules/announcements/routes'
import { notificationRoutes } from './modules/notifications/routes'
import { pushRoutes } from './modules/push/routes'
import { adminOverviewRoutes } from './modules/overview/admin-routes'
import { adminPostsRoutes } from './modules/posts/admin-routes'
import { adminResourcesRoutes } from './modules/resources/admin-routes'
import { auditRoutes } from './modules/audit/admin-routes'
import { authRoutes } from './modules/auth/routes'
import { passkeyRoutes } from './modules/auth/passkey-routes'
import { healthRoutes } from './modules/health/routes'
import { homeRoutes } from './modules/home/routes'
import { eventsRoutes } from './modules/events/routes'
import { jobsRoutes } from './modules/jobs/routes'
import { membersRoutes } from './modules/members/routes'
import { postsRoutes } from './modules/posts/routes'
import { adminProgrammeRoutes } from './modules/programme/admin-routes'
import { programmeRoutes } from './modules/programme/routes'
import { adminRegistrationsRoutes } from './modules/registrations/admin-routes'
import { registrationsRoutes } from './modules/registrations/routes'
import { checkInRoutes } from './modules/check-in/routes'
import { adminCertificatesRoutes } from './modules/certificates/admin-routes'
import { certificatesRoutes } from './modules/certificates/routes'
import { adminCpdRoutes } from './modules/cpd/admin-routes'
import { cpdRoutes } from './modules/cpd/routes'
import { resourcesRoutes } from './modules/resources/routes'
import { seoRoutes } from './modules/seo/routes'
import { teamsRoutes } from './modules/teams/routes'
import { adminUsersRoutes } from './modules/users/admin-routes'
import { apiDescriptionRoutes } from './openapi/routes'
import { serveApp } from './static'

/** `/api/api/...` is the same call as `/api/...`: some clients call with the prefix doubled. */
function canonicalPath(request: Request): string {
  const path = getPath(request)
  return path.startsWith('/api/api/') || path === '/api/api' ? path.slice(4) : path
}

export function apiRoutes() {
  const api = new Hono<AppEnv>()
    .route('/', healthRoutes)
    .route('/', authRoutes)
    .route('/', passkeyRoutes)
    .route('/', adminUsersRoutes)
    .route('/', adminOverviewRoutes)
    .route('/', auditRoutes)
    .route('/', adminPostsRoutes)
    .route('/', adminJobsRoutes)
    .route('/', adminEventsRoutes)
    .route('/', adminResourcesRoutes)
    .route('/', adminProgrammeRoutes)
    .route('/', programmeRoutes)
    .route('/', adminRegistrationsRoutes)
    .route('/', registrationsRoutes)
    .route('/', checkInRoutes)
    .route('/', adminCertificatesRoutes)
    .route('/', certificatesRoutes)
    .route('/', cpdRoutes)
    .route('/', adminCpdRoutes)
    .route('/', membersRoutes)
    .route('/', teamsRoutes)
    .route('/', postsRoutes)
    .route('/', eventsRoutes)
    .route('/', resourcesRoutes)
    .route('/', jobsRoutes)
    .route('/', homeRoutes)
    .route('/', adminAnnouncementsRoutes)
    .route('/', unsubscribeRoutes)
    .route('/', notificationRoutes)
    .route('/', pushRoutes)
  return api.route(
    '/',
    apiDescriptionRoutes(() => api.routes),
  )
}

/** `extend` mounts extra API routes before the 404 catch-all (tests use it for probes). */
export function createApp(deps: AppDeps, extend?: (api: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>({ getPath: canonicalPath })

  app.use(
    '*',
    requestLog({
      enabled: deps.config.logRequests,
      format: deps.config.logFormat,
      destination: deps.logDestination,
    }),
  )
  app.use('*', requestMetrics(deps.metrics))
  app.use('*', securityHeaders({ https: deps.config.publicUrl.startsWith('https://') }))
  // Text answers are gzipped; images, archives and precompressed files pass as they are.
  app.use('*', compressText())
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    c.set('viewer', null)
    await next()
  })
  // Oversized or too deeply nested JSON is refused before anything else reads the request.
  app.use('/api/*', jsonBodyBounds(deps.config.maxJsonBytes))
  app.use('/api/*', resolveViewer())

  const api = apiRoutes()
  extend?.(api)
  app.route('/api', api)
  app.all('/api/*', (c) => c.json(errorBody(ERROR_DETAILS.notFound, 'notFound'), 404))
  // Outside /api: it is for the operator's scraper, not for clients. Without a token there is no such route.
  if (deps.config.metricsToken) app.get('/metrics', metricsEndpoint(deps.metrics, deps.config.metricsToken))

  // Before the static app, so a file of the build never shadows them.
  app.route('/', seoRoutes)
  if (deps.config.staticDir) serveApp(app, deps.config, deps.pages)

  app.notFound((c) => c.json(errorBody(ERROR_DETAILS.notFound, 'notFound'), 404))
  app.onError((error, c) => {
    // A client that hung up mid-body (reading it failed with `aborted`): no answer to give, no stack, not a 5xx.
    if (clientLeftMidBody(c.env)) return new Response(null, { status: CLIENT_CLOSED_REQUEST })
    if (error instanceof HttpError) {
      // A full or read-only disk: one line naming what failed, never a stack (it is no bug).
      if (error instanceof StorageUnavailableError)
        console.error(`[${c.get('requestId') ?? '-'}] ${error.message}`)
      for (const [k, val] of Object.entries(error.headers ?? {})) c.header(k, val)
      return c.json(errorBody(error.detail, error.code), error.status)
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals: malformed JSON, wrong content type, body too large.
      if (error.status === 400) {
        const body = invalidJsonBody()
        return c.json(errorBody(body.detail, body.code), 400)
      }
      return c.json(
        errorBody(error.message || ERROR_DETAILS.notFound, codeOfStatus(error.status)),
        error.status,
      )
    }
    if (isStorageFault(error)) {
      // A file written outside FileStorage hit a full or read-only disk: the same 503 and one line.
      const unavailable = new StorageUnavailableError(
        error.syscall ?? 'write',
        error.path ?? '-',
        error.code ?? 'unknown',
      )
      console.error(`[${c.get('requestId') ?? '-'}] ${unavailable.message}`)
      return c.json({ detail: unavailable.detail, code: unavailable.code }, 503)
    }
    console.error(`[${c.get('requestId') ?? '-'}]`, error)
    return c.json(errorBody(ERROR_DETAILS.internal, 'internalError'), 500)
  })
  return app
}

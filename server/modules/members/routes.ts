import { DirectoryQuerySchema, MemberIdParamSchema, ProfilePatchSchema, type AvatarResponseSchema } from '@contract/members'
import { Hono } from 'hono'
import type * as v from 'valibot'
import type { AppEnv } from '../../app-env'
import { publicRoute, signedIn } from '../../lib/access'
import { idempotent } from '../../lib/idempotency'
import { acceptImageUpload } from '../../lib/uploads/image-upload'
import { jsonBody, params, query } from '../../lib/validation'
import * as service from './service'

/** Avatars are stored square, large enough for the 96 px profile picture on dense screens. */
const AVATAR_OUTPUT = { maxSide: 512, fit: 'cover' } as const

/** Spec §7 "Members" (also reachable as /api/api/members/..., decisions §2). */
export const membersRoutes = new Hono<AppEnv>()
  .get('/members/directory', publicRoute(), query(DirectoryQuerySchema), async (c) =>
    c.json(await service.directory(c.get('deps'), c.get('viewer'), c.req.valid('query'))),
  )
  .get('/members/specialties', publicRoute(), async (c) => c.json(await service.specialties(c.get('deps'))))
  // Varies with the viewer: a region is listed only to those who may see its clinic location.
  .get('/members/locations', publicRoute(), async (c) => c.json(await service.locations(c.get('deps'), c.get('viewer'))))
  .get('/members/me/profile', signedIn(), async (c) => c.json(await service.getOwnProfile(c.get('deps'), c.get('viewer')!.id)))
  .put('/members/me/profile', signedIn(), jsonBody(ProfilePatchSchema), async (c) =>
    c.json(await service.saveOwnProfile(c.get('deps'), c.get('viewer')!.id, c.req.valid('json'))),
  )
  .get('/members/me/profile-full', signedIn(), async (c) => c.json(await service.getOwnProfile(c.get('deps'), c.get('viewer')!.id)))
  // Queued offline edits replay with an Idempotency-Key: applied once however often sent (issue 7).
  .patch('/members/me/profile-full', signedIn(), idempotent(), jsonBody(ProfilePatchSchema), async (c) =>
    c.json(await service.patchOwnProfile(c.get('deps'), c.get('viewer')!.id, c.req.valid('json'))),
  )
  // An avatar queued offline is replayed with an Idempotency-Key: one stored file, one URL.
  .post('/members/me/profile/avatar', signedIn(), idempotent(), async (c) => {
    const url = await acceptImageUpload(c, { field: 'image', folder: 'avatars', output: AVATAR_OUTPUT })
    const body: v.InferOutput<typeof AvatarResponseSchema> = { avatar_url: url }
    return c.json(body, 201)
  })
  .get('/members/:id{[0-9]+}', signedIn(), params(MemberIdParamSchema), async (c) =>
    c.json(await service.getMemberProfile(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )

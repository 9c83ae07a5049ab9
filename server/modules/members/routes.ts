import {
  DirectoryQuerySchema,
  MemberIdParamSchema,
  ProfileInputSchema,
  ProfilePatchSchema,
  withProfileAliases,
  type AvatarResponseSchema,
} from '@contract/members'
import { VALIDATION_CODES } from '@contract/errors'
import { Hono, type Context } from 'hono'
import { validator } from 'hono/validator'
import type * as v from 'valibot'
import type { AppEnv } from '../../app-env'
import { publicRoute, signedIn, type SignedInEnv } from '../../lib/access'
import { HttpError } from '../../lib/errors'
import { idempotent } from '../../lib/idempotency'
import { acceptImageUpload } from '../../lib/uploads/image-upload'
import { countUpload, AVATAR_UPLOADS } from '../../lib/uploads/upload-limit'
import { sendJsonBytes } from '../../lib/json-bytes'
import { withPhonesParsed } from '../../lib/phone'
import { params, parseOrThrow, query } from '../../lib/validation'
import { avatarKeyFor, parseProfileBody } from './avatar-files'
import * as service from './service'

/** Square, large enough for the 96 px profile picture on dense screens. */
const AVATAR_OUTPUT = { maxSide: 512, fit: 'cover' } as const

const BODY_NOT_OBJECT_CODE = 'bodyNotObject'
const WORK_PHONE = ['work_contacts', 'phone'] as const

/**
 * A profile body must be one JSON object (an array would read as no fields and save nothing with 200); an
 * avatar that is not the member's own upload is refused with its own code. Runs after signedIn().
 */
const profileBody = <S extends typeof ProfileInputSchema | typeof ProfilePatchSchema>(schema: S) => {
  const checked = withPhonesParsed(schema, WORK_PHONE)
  return validator('json', async (value: unknown, c: Context<SignedInEnv>) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new HttpError(422, [{ msg: VALIDATION_CODES.invalidType, loc: ['body'] }], BODY_NOT_OBJECT_CODE)
    }
    // Checked just above: a non-null, non-array object.
    const body = withProfileAliases(value as Record<string, unknown>)
    return parseProfileBody(c.get('deps'), c.get('viewer').id, body, (input) =>
      parseOrThrow(checked, input, 'body'),
    )
  })
}

export const membersRoutes = new Hono<AppEnv>()
  .get('/members/directory', publicRoute(), query(DirectoryQuerySchema), async (c) =>
    sendJsonBytes(c, await service.directory(c.get('deps'), c.get('viewer'), c.req.valid('query'))),
  )
  .get('/members/specialties', publicRoute(), async (c) => c.json(await service.specialties(c.get('deps'))))
  // Varies with the viewer: a region is listed only to those who may see its clinic location.
  .get('/members/locations', publicRoute(), async (c) =>
    c.json(await service.locations(c.get('deps'), c.get('viewer'))),
  )
  .get('/members/me/profile', signedIn(), async (c) =>
    c.json(await service.getOwnProfile(c.get('deps'), c.get('viewer').id)),
  )
  .put('/members/me/profile', signedIn(), profileBody(ProfileInputSchema), async (c) =>
    c.json(await service.saveOwnProfile(c.get('deps'), c.get('viewer').id, c.req.valid('json'))),
  )
  .get('/members/me/profile-full', signedIn(), async (c) =>
    c.json(await service.getOwnProfile(c.get('deps'), c.get('viewer').id)),
  )
  // Queued offline edits replay with an Idempotency-Key: applied once however often sent.
  .patch('/members/me/profile-full', signedIn(), idempotent(), profileBody(ProfilePatchSchema), async (c) =>
    c.json(await service.patchOwnProfile(c.get('deps'), c.get('viewer').id, c.req.valid('json'))),
  )
  .post('/members/me/profile/avatar', signedIn(), idempotent(), async (c) => {
    // signedIn() has answered 401 already when there is no viewer.
    const userId = c.get('viewer').id
    await countUpload(c.get('deps'), 'avatar', userId, AVATAR_UPLOADS)
    const url = await acceptImageUpload(c, {
      field: 'image',
      key: avatarKeyFor(userId),
      output: AVATAR_OUTPUT,
    })
    const body: v.InferOutput<typeof AvatarResponseSchema> = { avatar_url: url }
    return c.json(body, 201)
  })
  .get('/members/:id{[0-9]+}', signedIn(), params(MemberIdParamSchema), async (c) =>
    c.json(await service.getMemberProfile(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )

import {
  AvatarResponseSchema,
  DirectoryResponseSchema,
  LocationsResponseSchema,
  SpecialtiesResponseSchema,
} from '@contract/members'
import {
  MemberProfileViewSchema,
  OwnProfileSchema,
  ProfileInputSchema,
  ProfilePatchSchema,
} from '@contract/profile-fields'
import { describeRoutes } from '../../lib/api-description'

const idempotencyKey = [
  {
    name: 'Idempotency-Key',
    description:
      'Makes a replayed request (queued offline) apply once: the same key answers the first answer again.',
  },
] as const
const profileRefusals = { 422: ['bodyNotObject', 'avatarNotOwned'] } as const

export const membersDescriptions = describeRoutes({
  'GET /api/members/directory': {
    summary: 'The member directory (contact details as each member allows)',
    description:
      '`specialty` and `city` are reference codes (contract/reference-data.ts), or `other:` followed by free text; a label in Arabic or English is read as its code. `query` matches the name, the hospitals and the city in either language. Cards carry the codes.',
    response: { schema: DirectoryResponseSchema },
  },
  'GET /api/members/specialties': {
    summary: 'Specialties used in the directory',
    description:
      'Specialty codes of listed members (free text as `other:` + text); the app shows their labels in the reader language.',
    response: { schema: SpecialtiesResponseSchema },
  },
  'GET /api/members/locations': {
    summary: 'Regions and cities used in the directory',
    description:
      'City codes (free text as `other:` + text) grouped by region code: a known city under its own region, a free-text city under the region of its clinic location where the caller may see it, else under "".',
    response: { schema: LocationsResponseSchema },
  },
  'GET /api/members/me/profile': { summary: 'Your own profile', response: { schema: OwnProfileSchema } },
  'PUT /api/members/me/profile': {
    summary: 'Save your own profile',
    body: { json: ProfileInputSchema },
    response: { schema: OwnProfileSchema },
    errors: profileRefusals,
  },
  'GET /api/members/me/profile-full': {
    summary: 'Your own profile (every field)',
    response: { schema: OwnProfileSchema },
  },
  'PATCH /api/members/me/profile-full': {
    summary: 'Change some fields of your own profile',
    body: { json: ProfilePatchSchema },
    headers: idempotencyKey,
    response: { schema: OwnProfileSchema },
    errors: { 409: ['idempotencyInProgress'], ...profileRefusals },
  },
  'POST /api/members/me/profile/avatar': {
    summary: 'Upload your profile picture',
    body: { multipart: { image: 'file' } },
    headers: idempotencyKey,
    response: { status: 201, schema: AvatarResponseSchema },
    errors: {
      409: ['idempotencyInProgress'],
      413: ['imageTooLarge'],
      415: ['imageTypeNotAllowed', 'multipartRequired'],
      429: ['tooManyUploads'],
      503: ['storageUnavailable'],
    },
  },
  'GET /api/members/:id{[0-9]+}': {
    summary: "A member's profile as the caller may see it",
    response: { schema: MemberProfileViewSchema },
    errors: { 404: ['notFound'] },
  },
})

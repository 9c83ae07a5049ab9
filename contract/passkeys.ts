import * as v from 'valibot'
import { VALIDATION_CODES } from './errors'

/** During this long after a sign-in or proof again, dangerous actions are allowed. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60
export const PASSKEYS_PER_ACCOUNT = 20
export const PASSKEY_NAME_MAX = 100

const B64URL = /^[A-Za-z0-9_-]*$/
const base64url = (max: number) =>
  v.pipe(
    v.string(VALIDATION_CODES.invalidType),
    v.maxLength(max, VALIDATION_CODES.tooLong),
    v.regex(B64URL, VALIDATION_CODES.invalid),
  )

export const PasskeyNameSchema = v.pipe(
  v.string(VALIDATION_CODES.invalidType),
  v.trim(),
  v.nonEmpty(VALIDATION_CODES.required),
  v.maxLength(PASSKEY_NAME_MAX, VALIDATION_CODES.tooLong),
)

export const PasskeySchema = v.object({
  id: v.number(),
  name: v.string(),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
})
export type Passkey = v.InferOutput<typeof PasskeySchema>

/** `available` is false on an IP address: WebAuthn needs a domain. */
export const PasskeyListSchema = v.object({
  items: v.array(PasskeySchema),
  total: v.number(),
  available: v.boolean(),
})
export type PasskeyList = v.InferOutput<typeof PasskeyListSchema>

export const RenamePasskeyRequestSchema = v.object({ name: PasskeyNameSchema })

export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const
const TransportSchema = v.picklist(PASSKEY_TRANSPORTS, VALIDATION_CODES.oneOf)
const UserVerificationSchema = v.picklist(['discouraged', 'preferred', 'required'])

const CredentialDescriptorSchema = v.object({
  id: v.string(),
  type: v.literal('public-key'),
  transports: v.optional(v.array(TransportSchema)),
})

export const PasskeyCreationOptionsSchema = v.object({
  challenge: v.string(),
  rp: v.object({ name: v.string(), id: v.optional(v.string()) }),
  user: v.object({ id: v.string(), name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(v.object({ alg: v.number(), type: v.literal('public-key') })),
  timeout: v.optional(v.number()),
  excludeCredentials: v.optional(v.array(CredentialDescriptorSchema)),
  authenticatorSelection: v.optional(
    v.object({
      authenticatorAttachment: v.optional(v.picklist(['cross-platform', 'platform'])),
      requireResidentKey: v.optional(v.boolean()),
      residentKey: v.optional(v.picklist(['discouraged', 'preferred', 'required'])),
      userVerification: v.optional(UserVerificationSchema),
    }),
  ),
  attestation: v.optional(v.picklist(['direct', 'enterprise', 'indirect', 'none'])),
  extensions: v.optional(v.object({ credProps: v.optional(v.boolean()) })),
})

export const PasskeyRequestOptionsSchema = v.object({
  challenge: v.string(),
  timeout: v.optional(v.number()),
  rpId: v.optional(v.string()),
  allowCredentials: v.optional(v.array(CredentialDescriptorSchema)),
  userVerification: v.optional(UserVerificationSchema),
})

const ClientExtensionResultsSchema = v.object({
  credProps: v.optional(v.object({ rk: v.optional(v.boolean()) })),
})

export const PasskeyRegistrationCredentialSchema = v.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    authenticatorData: v.optional(base64url(65536)),
    transports: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(VALIDATION_CODES.invalidType), v.maxLength(32, VALIDATION_CODES.tooLong))),
        v.maxLength(16, VALIDATION_CODES.tooLong),
      ),
    ),
    publicKeyAlgorithm: v.optional(v.number()),
    publicKey: v.optional(base64url(8192)),
  }),
  authenticatorAttachment: v.optional(v.picklist(['cross-platform', 'platform'])),
  clientExtensionResults: ClientExtensionResultsSchema,
})

export const PasskeyAssertionSchema = v.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(65536),
    signature: base64url(8192),
    userHandle: v.optional(base64url(1400)),
  }),
  authenticatorAttachment: v.optional(v.picklist(['cross-platform', 'platform'])),
  clientExtensionResults: ClientExtensionResultsSchema,
})

export const PasskeyRegistrationVerifySchema = v.object({
  name: PasskeyNameSchema,
  credential: PasskeyRegistrationCredentialSchema,
})

export const PasskeyAssertionVerifySchema = v.object({ credential: PasskeyAssertionSchema })

export const ReauthPasswordRequestSchema = v.object({
  password: v.pipe(
    v.string(VALIDATION_CODES.invalidType),
    v.nonEmpty(VALIDATION_CODES.required),
    v.maxLength(1024, VALIDATION_CODES.tooLong),
  ),
})

export const ReauthResponseSchema = v.object({ status: v.literal('ok'), fresh_until: v.string() })
export type ReauthResponse = v.InferOutput<typeof ReauthResponseSchema>

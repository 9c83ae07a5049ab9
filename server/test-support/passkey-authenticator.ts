import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/** A software ES256 authenticator; per-answer flags and counter play a device without verification or a clone. */
export class TestAuthenticator {
  readonly credentialId = randomBytes(16).toString('base64url')
  counter = 0
  userHandle: string | undefined
  private readonly keys: { publicKey: KeyObject; privateKey: KeyObject }

  constructor(private readonly rp: { id: string; origin: string }) {
    this.keys = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  }

  create(options: { challenge: string; user: { id: string } }, flags: { userVerified?: boolean } = {}) {
    this.userHandle = options.user.id
    const jwk = this.keys.publicKey.export({ format: 'jwk' })
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, bytes(String(jwk.x))],
      [-3, bytes(String(jwk.y))],
    ])
    const credentialId = Buffer.from(this.credentialId, 'base64url')
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(credentialId.length)
    const authData = Buffer.concat([
      this.authData(flags.userVerified ?? true, 0x40),
      Buffer.alloc(16),
      idLength,
      credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ])
    const attestation = new Map<string, string | Uint8Array | Map<string, never>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, never>()],
      ['authData', new Uint8Array(authData)],
    ])
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: Buffer.from(isoCBOR.encode(attestation)).toString('base64url'),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
    }
  }

  /** By default the counter moves on by one. */
  get(
    options: { challenge: string },
    flags: { userVerified?: boolean; counter?: number; userHandle?: string; origin?: string } = {},
  ) {
    this.counter = flags.counter ?? this.counter + 1
    const authData = this.authData(flags.userVerified ?? true, 0)
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, flags.origin)
    const signed = Buffer.concat([
      authData,
      createHash('sha256').update(Buffer.from(clientDataJSON, 'base64url')).digest(),
    ])
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: authData.toString('base64url'),
        signature: sign('sha256', signed, this.keys.privateKey).toString('base64url'),
        userHandle: flags.userHandle ?? this.userHandle,
      },
      clientExtensionResults: {},
    }
  }

  private authData(userVerified: boolean, extraFlags: number): Buffer {
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(this.counter)
    // User present (0x01), user verified (0x04), plus attested credential data (0x40) on create.
    const flags = 0x01 | (userVerified ? 0x04 : 0) | extraFlags
    return Buffer.concat([createHash('sha256').update(this.rp.id).digest(), Buffer.from([flags]), counter])
  }

  private clientData(type: string, challenge: string, origin = this.rp.origin): string {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url')
  }
}

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'))

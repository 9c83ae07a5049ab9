import { createHash } from 'node:crypto'
import { open, type FileHandle } from 'node:fs/promises'
import * as v from 'valibot'
import { OpsError } from './cli'

/**
 * "PORTALBK" · version · entries · manifest JSON · manifest length · "PORTALND": the manifest's SHA-256s
 * refuse a foreign, truncated, other-version or altered file before anything is restored.
 */
const HEAD = Buffer.from('PORTALBK')
const TAIL = Buffer.from('PORTALND')
export const ARCHIVE_VERSION = 1
const CHUNK = 1024 * 1024

const EntrySchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  offset: v.pipe(v.number(), v.integer(), v.minValue(12)),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
})
const ManifestSchema = v.object({
  format: v.literal('ortho-portal-backup'),
  version: v.literal(ARCHIVE_VERSION),
  created_at: v.string(),
  database: v.picklist(['sqlite', 'postgres']),
  entries: v.array(EntrySchema),
})
export type ArchiveEntry = v.InferOutput<typeof EntrySchema>
export type Manifest = v.InferOutput<typeof ManifestSchema>

export async function createArchiveWriter(path: string) {
  // `wx`: an existing file (an older backup) is never overwritten.
  const out = await open(path, 'wx').catch((error: unknown) => {
    // A caught value: its code is read as unknown and only compared.
    const code = (error as { code?: unknown }).code
    throw new OpsError(
      code === 'EEXIST'
        ? `backup: ${path} exists already; choose a new file name`
        : `backup: cannot create ${path} (${String(code)})`,
    )
  })
  let position = 0
  const write = async (data: Uint8Array) => {
    await out.write(data, 0, data.byteLength, position)
    position += data.byteLength
  }
  const version = Buffer.alloc(4)
  version.writeUInt32BE(ARCHIVE_VERSION)
  await write(HEAD)
  await write(version)
  const entries: ArchiveEntry[] = []
  return {
    /** Copies an open file into the archive; its size is taken once, so a file growing meanwhile is cut where it stood. */
    async addFile(name: string, source: FileHandle): Promise<void> {
      const { size } = await source.stat()
      const hash = createHash('sha256')
      const offset = position
      const buffer = Buffer.alloc(CHUNK)
      let copied = 0
      while (copied < size) {
        const { bytesRead } = await source.read(buffer, 0, Math.min(CHUNK, size - copied), copied)
        if (bytesRead === 0) break
        const chunk = buffer.subarray(0, bytesRead)
        hash.update(chunk)
        await write(chunk)
        copied += bytesRead
      }
      entries.push({ name, offset, size: copied, sha256: hash.digest('hex') })
    },
    async finish(database: Manifest['database'], createdAt: Date): Promise<Manifest> {
      const manifest: Manifest = {
        format: 'ortho-portal-backup',
        version: ARCHIVE_VERSION,
        created_at: createdAt.toISOString(),
        database,
        entries,
      }
      const json = Buffer.from(JSON.stringify(manifest))
      const length = Buffer.alloc(4)
      length.writeUInt32BE(json.byteLength)
      await write(json)
      await write(length)
      await write(TAIL)
      await out.sync()
      await out.close()
      return manifest
    },
    abort: () => out.close(),
  }
}

const refuse = (path: string, why: string) => new OpsError(`restore: ${path} ${why}`)

/**
 * Opens an archive and checks it whole — markers, version, manifest, every checksum —
 * before the caller restores anything from it.
 */
export async function openArchive(path: string): Promise<{
  manifest: Manifest
  copyEntry: (entry: ArchiveEntry, target: FileHandle) => Promise<void>
  close: () => Promise<void>
}> {
  const file = await open(path, 'r').catch((error: unknown) => {
    // A caught value: its code is read as unknown and only compared.
    throw refuse(path, `cannot be read (${String((error as { code?: unknown }).code)})`)
  })
  try {
    const { size } = await file.stat()
    const head = Buffer.alloc(12)
    await file.read(head, 0, 12, 0)
    if (size < 24 || !head.subarray(0, 8).equals(HEAD))
      throw refuse(path, 'is not a portal backup (no PORTALBK marker at its start)')
    const version = head.readUInt32BE(8)
    if (version !== ARCHIVE_VERSION)
      throw refuse(
        path,
        `is a backup of format version ${version}; this portal reads version ${ARCHIVE_VERSION}`,
      )
    const tail = Buffer.alloc(12)
    await file.read(tail, 0, 12, size - 12)
    if (!tail.subarray(4).equals(TAIL))
      throw refuse(path, 'is truncated or corrupt (no PORTALND marker at its end)')
    const manifestLength = tail.readUInt32BE(0)
    if (manifestLength > size - 24)
      throw refuse(path, 'is corrupt (its manifest length does not fit the file)')
    const json = Buffer.alloc(manifestLength)
    await file.read(json, 0, manifestLength, size - 12 - manifestLength)
    let parsed: unknown
    try {
      parsed = JSON.parse(json.toString('utf8'))
    } catch {
      throw refuse(path, 'is corrupt (its manifest is not readable)')
    }
    const result = v.safeParse(ManifestSchema, parsed)
    if (!result.success)
      throw refuse(path, 'is corrupt or of an unknown kind (its manifest does not describe a portal backup)')
    const manifest = result.output
    const dataEnd = size - 12 - manifestLength
    for (const entry of manifest.entries) {
      if (entry.offset + entry.size > dataEnd)
        throw refuse(path, `is corrupt (entry ${entry.name} lies outside the file)`)
      const hash = createHash('sha256')
      await readRange(file, entry, (chunk) => hash.update(chunk))
      if (hash.digest('hex') !== entry.sha256)
        throw refuse(path, `is corrupt (entry ${entry.name} does not match its checksum)`)
    }
    return {
      manifest,
      copyEntry: async (entry, target) => {
        let position = 0
        await readRange(file, entry, async (chunk) => {
          await target.write(chunk, 0, chunk.byteLength, position)
          position += chunk.byteLength
        })
      },
      close: () => file.close(),
    }
  } catch (error) {
    await file.close()
    throw error
  }
}

async function readRange(
  file: FileHandle,
  entry: ArchiveEntry,
  take: (chunk: Buffer) => unknown,
): Promise<void> {
  const buffer = Buffer.alloc(CHUNK)
  let done = 0
  while (done < entry.size) {
    const { bytesRead } = await file.read(buffer, 0, Math.min(CHUNK, entry.size - done), entry.offset + done)
    if (bytesRead === 0) throw new OpsError(`restore: the backup ended inside entry ${entry.name}`)
    await take(buffer.subarray(0, bytesRead))
    done += bytesRead
  }
}

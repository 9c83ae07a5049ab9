import { readFile, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { isStorageKey, type FileStorage } from '../lib/storage/storage'
import { filesBelow } from './files-below'

/** The outbox and the database stay local. */
export const STORED_FOLDERS = ['uploads', 'private'] as const

export interface MigrationCounts {
  copied: number
  /** Same size in the bucket: left, so a second run copies nothing. */
  alreadyThere: number
  skipped: number
}

/** Same keys, so stored URLs keep working once S3_BUCKET is set; local files are kept. */
export async function copyLocalFilesToStorage(
  dataDir: string,
  target: FileStorage,
): Promise<MigrationCounts> {
  const counts: MigrationCounts = { copied: 0, alreadyThere: 0, skipped: 0 }
  for (const folder of STORED_FOLDERS) {
    for await (const path of filesBelow(join(dataDir, folder))) {
      const key = relative(dataDir, path).split(sep).join('/')
      if (!isStorageKey(key)) {
        counts.skipped += 1
        continue
      }
      const { size } = await stat(path)
      if ((await target.size(key)) === size) {
        counts.alreadyThere += 1
        continue
      }
      await target.put(key, await readFile(path))
      counts.copied += 1
    }
  }
  return counts
}

export function describeMigration(counts: MigrationCounts, bucket: string): string {
  return `storage:migrate: ${counts.copied} copied, ${counts.alreadyThere} already in bucket ${bucket}, ${counts.skipped} skipped (not storage keys)`
}

import { readdir } from 'node:fs/promises'
import { join } from 'node:path'

/** At any depth, none when `folder` is missing; `skipFolder` names folders not entered. */
export async function* filesBelow(
  folder: string,
  skipFolder: (name: string) => boolean = () => false,
): AsyncGenerator<string> {
  let entries
  try {
    entries = await readdir(folder, { withFileTypes: true })
  } catch (error) {
    // A caught value: its code is read as unknown and only compared.
    if ((error as { code?: unknown }).code === 'ENOENT') return
    throw error
  }
  for (const entry of entries) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) {
      if (!skipFolder(entry.name)) yield* filesBelow(path, skipFolder)
    } else if (entry.isFile()) yield path
  }
}

// `npm run restore -- FILE [--force]`: into an empty DATA_DIR and database. Stop the server first.
import { readConfig } from '../env'
import { restore } from './backup'
import { OpsError, runCommand } from './cli'

await runCommand(async () => {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const files = args.filter((arg) => arg !== '--force')
  if (files.length !== 1 || files[0]?.startsWith('-'))
    throw new OpsError(
      'usage: npm run restore -- FILE [--force] (--force replaces a non-empty DATA_DIR or database)',
    )
  const file = files[0] ?? ''
  const config = readConfig()
  const { manifest, files: count } = await restore(
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
    file,
    { force },
  )
  return `restore: restored the ${manifest.database} database and ${count} files of ${file} (made ${manifest.created_at}) into ${config.databaseUrl ? 'DATABASE_URL and ' : ''}${config.dataDir}`
})

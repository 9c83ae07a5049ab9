// `npm run backup -- FILE`: the database and DATA_DIR's files, while the server runs.
import { readConfig } from '../env'
import { backup } from './backup'
import { OpsError, runCommand } from './cli'

await runCommand(async () => {
  const [file, ...rest] = process.argv.slice(2)
  if (!file || rest.length)
    throw new OpsError('usage: npm run backup -- FILE (a new file; an existing one is never overwritten)')
  const config = readConfig()
  const manifest = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, file)
  const bytes = manifest.entries.reduce((sum, entry) => sum + entry.size, 0)
  const files = manifest.entries.length - 1
  const bucket = config.s3
    ? ` Files in bucket ${config.s3.bucket} are not included: the bucket keeps its own versions.`
    : ''
  return `backup: wrote ${file}: ${manifest.database} database and ${files} files (${bytes} bytes).${bucket}`
})

import { ConfigError } from '../env'

/** A refusal of an operations command (bad file, non-empty target, unreachable database): one line, exit 1. */
export class OpsError extends Error {}

/** Runs an operations command: a refusal is one line on stderr and exit 1; anything else is a bug and keeps its stack. */
export async function runCommand(main: () => Promise<string>): Promise<void> {
  try {
    console.log(await main())
    process.exit(0)
  } catch (error) {
    if (error instanceof OpsError || error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

import { ConfigError } from '../env'

export class OpsError extends Error {}

/** A refusal is one line and exit 1; anything else is a bug and keeps its stack. */
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

/** The error's own message when it carries one (ApiError's is already translated), else the caller's fallback. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback

/**
 * The names of the app's IndexedDB databases: Dexie's (its stores are declared in db.ts) and
 * the persisted query cache's own (query-cache-db.ts). Kept apart so start-up code can ask
 * whether a database exists without loading the code that opens it.
 */
export const DATABASE_NAME = 'portal'
export const QUERY_CACHE_DATABASE = 'portal-query-cache'

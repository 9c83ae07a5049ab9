/**
 * The name of the app's one IndexedDB database (its stores are declared in db.ts). Kept
 * apart so start-up code can ask whether the database exists without loading Dexie.
 */
export const DATABASE_NAME = 'portal'

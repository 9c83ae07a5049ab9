/** Apart, so start-up code can ask whether a database exists without loading the code that opens it. */
export const DATABASE_NAME = 'portal'
export const QUERY_CACHE_DATABASE = 'portal-query-cache'

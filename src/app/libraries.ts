/**
 * The start-up libraries other than React (router, query, Lingui, valibot…): vite.config.ts
 * puts every library the app reaches at start-up in one `libraries` chunk, and start.tsx
 * imports this module to evaluate that chunk in a task of its own, between React and the
 * app's own code, so no single evaluation is a long task on a slow phone. Any one export of
 * the chunk will do; this is one start-up needs anyway.
 */
export { createRouter } from '@tanstack/react-router'

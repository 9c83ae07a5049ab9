declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

/** The app-shell and home part of a catalog (vite.config.ts linguiCoreCatalog). */
declare module 'virtual:lingui-core/*' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

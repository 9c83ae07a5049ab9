/** The app's version (package.json), set by Vite's `define`; busts the persisted cache. */
declare const __APP_VERSION__: string

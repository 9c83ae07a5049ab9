/** `npm run dev`: public pages rendered from the sources through Vite's dev server; `npm start` never loads it. */
import { readFileSync, realpathSync } from 'node:fs'
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http'
import type { RenderEntry } from '@contract/page-render'
import type { Context } from 'hono'
import { createServer, searchForWorkspaceRoot, type InlineConfig, type ViteDevServer } from 'vite'
import type { AppEnv } from './app-env'
import { pagePolicy } from './lib/security-headers'
import type { PageSource } from './render'

const DEV_SCRIPTS = ['@vite/client', '@id/@vitejs/plugin-react/preamble', 'src/main.tsx']

/** Vite injects styles as `<style>` elements while developing; the dev policy allows them, nothing else differs. */
const devPolicy = (nonce = '') =>
  pagePolicy(nonce).replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")

export interface DevPages {
  pages: PageSource
  vite: ViteDevServer
  createServer: typeof createHttpServer
}

export async function devPages(config: InlineConfig = {}): Promise<DevPages> {
  const http = createHttpServer()
  const vite = await createServer({
    // vite.config.ts read through Vite's module runner: no temporary bundle beside it for the server's watcher to restart on.
    configLoader: 'runner',
    ...config,
    // The HMR socket shares the app's port, so the page's `connect-src 'self'` reaches it.
    // node_modules may be a symbolic link to a copy outside the project: Vite may serve files from its real path.
    server: {
      middlewareMode: true,
      hmr: { server: http },
      fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] },
      ...config.server,
    },
    appType: 'custom',
  })
  const shellHtml = readFileSync('index.html', 'utf8').replace(
    '<script type="module" src="/src/main.tsx"></script>',
    DEV_SCRIPTS.map((file) => `<script type="module" src="/${file}"></script>`).join(''),
  )
  const shell = (c: Context<AppEnv>) =>
    c.html(shellHtml, 200, { 'Cache-Control': 'no-cache', 'Content-Security-Policy': devPolicy() })
  return {
    vite,
    pages: {
      // ssrLoadModule answers a module object; src/entry-server.tsx is compiled against RenderEntry.
      entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<RenderEntry>,
      assets: { scripts: DEV_SCRIPTS, preloads: [], stylesheets: [] },
      policy: devPolicy,
      shell,
    },
    // serve() passes (options, listener); node's createServer types every overload, of which this server is the one HMR listens on.
    createServer: ((...args: unknown[]) => {
      const app = args.find((arg): arg is RequestListener => typeof arg === 'function')
      return http.on('request', (req: IncomingMessage, res: ServerResponse) =>
        vite.middlewares(req, res, () => app?.(req, res)),
      )
    }) as typeof createHttpServer,
  }
}

import { readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './scripts/precompress.ts'
import { manifestFiles } from './src/app/web-manifest.ts'

/**
 * Puts the first paint's stylesheet (src/fonts.css and src/splash.css, built into one small
 * file) inside index.html as a `<style>`: with the splash's markup and its inline language
 * pick, the page then paints the splash from its own bytes, without waiting for another
 * request (the largest paint of most pages is the splash's title, LCP ≤ 1.5 s on a slow
 * phone). The file itself is dropped from the build (nothing else links it). The server's
 * CSP allows the inline style and script by their hashes (server/lib/security-headers.ts).
 * docs/decisions/245-the-page-paints-the-splash-alone.md
 */
function inlineFirstPaintStyles(): Plugin {
  return {
    name: 'inline-first-paint-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const tag = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/
        const fileName = tag.exec(html)?.[1]
        const asset = fileName ? ctx.bundle?.[fileName] : undefined
        if (!fileName || !ctx.bundle || asset?.type !== 'asset') throw new Error('inline-first-paint-styles: the first paint\'s stylesheet was not found in index.html')
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
        if (css.includes('</')) throw new Error('inline-first-paint-styles: the stylesheet would end the <style> element early')
        delete ctx.bundle[fileName]
        return html.replace(tag, () => `<style>${css.trim()}</style>`)
      },
    },
  }
}

/**
 * Names in index.html (`<meta name="boot-chunks">`) the chunks a first visit needs at once:
 * the start-up chunks (React, the other libraries, the app's own code: the groups below), in
 * the order they must run, then the default (Arabic) core catalog and the home route's
 * component, and the start-up chunks' stylesheets. The entry requests them all together
 * (scripts as `modulepreload`: fetched and compiled, not run) once the splash has painted, so they never compete with the first paint, and
 * start.tsx then imports the start-up chunks one at a time with a yield between them: each is
 * evaluated in a task of its own even when they arrive together (on a fast connection they
 * did, and ran as one long task). docs/decisions/246-start-up-chunks-fetched-together-run-apart.md
 */
const BOOT_CHUNK_NAMES = ['react', 'libraries', 'start']
/**
 * `routes`: for an address, the module of its page's component. A first visit to that exact
 * address requests the page's chunks (with their static imports and stylesheets) together
 * with the start-up chunks (`<meta name="route-chunks" data-path=…>`), instead of once the
 * app has started and resolved the route: on a phone network that was a round trip and a
 * batch of downloads behind start-up. Only for a page whose largest paint waits for its own
 * code (/news: the first card's picture); the others paint the splash's title, and the hint
 * would make every page's HTML larger for nothing.
 */
function announceBootChunks(startFile: string, alsoNeeded: RegExp[], routes: Record<string, RegExp>): Plugin {
  return {
    name: 'announce-boot-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((chunk) => chunk.type === 'chunk')
        const boot = BOOT_CHUNK_NAMES.map((name) => {
          // start.tsx's own chunk is named `start` too, and a dynamically imported module of a group
          // (libraries.ts, mount.tsx) gets a small chunk of its name re-exporting from the group's.
          const found = chunks.filter((chunk) => chunk.name === name && chunk.facadeModuleId !== startFile).sort((a, b) => b.code.length - a.code.length)[0]
          if (!found) throw new Error(`announce-boot-chunks: no \`${name}\` chunk`)
          return found
        })
        // start.tsx's own chunk, what it imports statically (`boot`) and the small chunks its
        // imports go through (one re-exporting React's client, the libraries, the app): left to
        // the imports, each was requested only when the one before had run, a round trip each
        // on a phone network before the first page could even be requested.
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const importsOfChunk = (file: string) => byFile.get(file)?.imports ?? []
        const loader = chunks.find((chunk) => chunk.facadeModuleId === startFile)
        if (!loader) throw new Error('announce-boot-chunks: no chunk for start.tsx')
        const steps = [loader, ...loader.dynamicImports.flatMap((file) => byFile.get(file) ?? [])]
        const chain = [...steps, ...steps.flatMap((chunk) => chunk.imports.flatMap((file) => byFile.get(file) ?? []))]
        // Their stylesheets too: the app's first render waits for them (the import adds them).
        const entry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]))
        const files = [...new Set([...boot, ...chain].map((chunk) => chunk.fileName))].filter((file) => !entry.has(file))
        files.push(...new Set(boot.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])))
        for (const pattern of alsoNeeded) {
          const found = chunks.filter((chunk) => !!chunk.facadeModuleId && pattern.test(chunk.facadeModuleId))
          if (found.length !== 1 || !found[0]) throw new Error(`announce-boot-chunks: expected one chunk for ${pattern}, found ${found.length}`)
          // With what it imports statically (the home page's own chunk behind its route's small
          // one): left to the import, that was requested only once start-up had run, a round
          // trip before the first render.
          files.push(...reachable(importsOfChunk, [found[0].fileName], (file) => files.includes(file) || entry.has(file) || !byFile.has(file)))
        }
        const announced = new Set(files)
        // What start-up runs must not need a library module kept out of it for lazy screens.
        const startUp = reachable(importsOfChunk, [...announced], (file) => !byFile.has(file))
        const notLoaded = Object.keys(ctx.bundle ?? {}).find((file) => ALWAYS_LOADED.test(file) && !startUp.has(file) && !entry.has(file))
        if (notLoaded) throw new Error(`announce-boot-chunks: ${notLoaded} is left out of preload lists as always loaded, but start-up does not load it (rename the module or narrow ALWAYS_LOADED)`)
        for (const file of startUp) {
          const used = Object.keys(byFile.get(file)?.modules ?? {}).find((id) => LAZY_ONLY_LIBRARY_MODULES.test(id))
          if (used) throw new Error(`announce-boot-chunks: ${used} is in the start-up chunk ${file}; start-up code uses it, so take it out of LAZY_ONLY_LIBRARY_MODULES`)
        }
        const routeMetas = Object.entries(routes).map(([path, pattern]) => {
          const found = chunks.filter((chunk) => !!chunk.facadeModuleId && pattern.test(chunk.facadeModuleId))
          if (found.length !== 1 || !found[0]) throw new Error(`announce-boot-chunks: expected one chunk for ${pattern}, found ${found.length}`)
          const page = [...reachable(importsOfChunk, [found[0].fileName], (file) => !byFile.has(file) || announced.has(file) || entry.has(file))]
          const styles = page.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
          const content = [...page, ...new Set(styles)].map((file) => `/${file}`).join(' ')
          return { tag: 'meta', attrs: { name: 'route-chunks', 'data-path': path, content }, injectTo: 'head' as const }
        })
        return [{ tag: 'meta', attrs: { name: 'boot-chunks', content: files.map((file) => `/${file}`).join(' ') }, injectTo: 'head' as const }, ...routeMetas]
      },
    },
  }
}

/**
 * Rolldown splits every module shared between the start chunk and a lazy route chunk into
 * its own small common chunk (it does not see that start is always loaded before any route
 * chunk), so a first visit fetched ~60 files. This plugin works out which modules the app
 * (mount.tsx, loaded by start.tsx) reaches through static imports, minus what the loaders
 * (the tiny entry and start.tsx) import statically themselves, and the chunking group below
 * puts them all in one `start` chunk. Were a module of start.tsx's own in the group, start.tsx
 * would import the group statically and React, the libraries and the app would all run in the
 * task that loads start.tsx (decision 246). The first visit must stay under 150 KB of JS (docs/decisions/005-first-visit-budget.md).
 */
/** What the build's module graph says a module imports. */
type ModuleImports = (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null

/**
 * Every node of a graph reachable from `from` through `next` (the starting nodes included), in
 * the order a depth-first walk meets them; a node `stop` answers true for is left out with what
 * only it leads to. One walk for the module graph (reachableModules) and the chunk graph
 * (announceBootChunks).
 */
function reachable(next: (node: string) => readonly string[], from: readonly string[], stop: (node: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>()
  const stack = [...from]
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (seen.has(node) || stop(node)) continue
    seen.add(node)
    stack.push(...next(node))
  }
  return seen
}

/** Every module reachable from `from` through static imports, and dynamic ones too with `dynamic` (the starting modules included). */
function reachableModules(importsOf: ModuleImports, from: readonly string[], dynamic = false): Set<string> {
  return reachable((id) => {
    const info = importsOf(id)
    return [...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : [])]
  }, from)
}

/**
 * Library modules that start-up reaches only through a package's index, for exports only
 * lazy screens use (forms' mutations, leave-page guards; parallel queries, which no screen uses
 * since the home page's member pages each have their own `useQuery`, decision 300).
 * A chunk keeps every export any chunk uses, so in the `libraries` group they were downloaded
 * before the first render; left out of the start-up groups, they go with the screens that
 * use them. The build fails if start-up code comes to use one (`announceBootChunks` checks).
 * docs/decisions/280-less-javascript-before-the-first-render.md
 */
const LAZY_ONLY_LIBRARY_MODULES = /node_modules[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](useMutation|useQueries)|query-core[\\/]build[\\/]modern[\\/](mutationObserver|queriesObserver)|react-router[\\/]dist[\\/]esm[\\/]useBlocker)\.js$/

/**
 * The files every page has loaded before any of the app's dynamic imports can run (the
 * start-up chunks, start.tsx's own chunk and helpers, rolldown's runtime and Vite's preload
 * helper), by chunk name. They are left out of the preload lists of dynamic imports
 * (`modulePreload.resolveDependencies`): naming them again for each of start's ~80 imports
 * only made the `start` chunk larger. `announceBootChunks` fails the build if a file of these
 * names is not loaded at start-up.
 */
const ALWAYS_LOADED_CHUNKS = ['react', 'libraries', 'boot', 'start', 'rolldown-runtime', 'preload']
const ALWAYS_LOADED = new RegExp(`^assets/(${ALWAYS_LOADED_CHUNKS.join('|')})-[\\w-]+\\.js$`)
/**
 * Lazy chunks that keep their names although lazy chunks go by hash: Dexie's (`db`), which a
 * first visit must never load, and the background refresh's, whose start ends a first visit.
 * The network log (and tests/e2e/first-visit-scripts.spec.ts) recognise them by name.
 */
const NAMED_LAZY_CHUNKS = ['db', 'offline-prefetch-run']

const startModules = new Set<string>()
const loaderModules = new Set<string>()
/** `loaders`: the entry first, then start.tsx. */
function collectStartModules(startFile: string, loaders: string[]): Plugin {
  return {
    name: 'collect-start-modules',
    apply: 'build',
    buildEnd() {
      const reach = (from: string) => reachableModules((id) => this.getModuleInfo(id), [from])
      const loaded = new Set(loaders.flatMap((loader) => [...reach(loader)]))
      startModules.clear()
      // Vite's own helpers (preload helper, polyfill) are shared with the entry: leave them out,
      // or the entry would import the start chunk statically.
      for (const id of reach(startFile)) if (!loaded.has(id) && !id.startsWith('\0') && !LAZY_ONLY_LIBRARY_MODULES.test(id)) startModules.add(id)
      // What start.tsx needs itself goes in a small chunk of its own: left to rolldown, it went
      // into the `start` chunk, which start.tsx then imported statically.
      const entry = reach(loaders[0] ?? '')
      loaderModules.clear()
      // Not start.tsx itself: the `start` chunk imports this one, and start.tsx's top-level
      // await on the app would then wait for itself.
      for (const loader of loaders.slice(1)) for (const id of reach(loader)) if (id !== loader && !entry.has(id) && !id.startsWith('\0')) loaderModules.add(id)
      const heavy = [...startModules].find((id) => /node_modules[\\/]dexie[\\/]/.test(id))
      if (heavy) this.warn(`Dexie is imported at start-up (${heavy}): import what needs it lazily, the first visit must not download it (docs/decisions/005).`)
    },
  }
}

/**
 * The shared code of the public list pages (src/ui and src/lib modules their pages reach:
 * list shell, toolbar, filter sheet, pagination, empty and freshness states, their styles)
 * goes in one `lists` chunk with one stylesheet. Left to rolldown, each was a chunk of its
 * own with its own small stylesheet: /news fetched ~25 files after its route was known
 * (six at a time over HTTP/1.1, a round trip per batch on a phone network, behind which its
 * largest paint waited) and parsed each stylesheet in a task of its own. What the home page
 * or start-up uses is left out, so a first visit to `/` downloads nothing more.
 * docs/decisions/270-public-pages-short-tasks-and-fewer-round-trips.md
 */
const listModules = new Set<string>()
const listAndHomeModules = new Set<string>()
function collectListModules(listPages: string[], homeRoute: RegExp): Plugin {
  return {
    name: 'collect-list-modules',
    apply: 'build',
    buildEnd() {
      const reach = (from: string[], dynamic = false) => reachableModules((id) => this.getModuleInfo(id), from, dynamic)
      // The home page's sections load on demand (one per idle moment) but on every first visit to `/`.
      const home = reach([...this.getModuleIds()].filter((id) => homeRoute.test(id)), true)
      listModules.clear()
      // What the home page uses stays out, and so does what brings a library start-up does not
      // have (Dexie, for the offline copies): a group
      // takes what its members import, and a page that needs none of it would download it too.
      const ownOnly = (id: string) => [...reach([id])].every((dep) => !/node_modules/.test(dep) || startModules.has(dep))
      listAndHomeModules.clear()
      for (const id of reach(listPages)) {
        const uiOrLib = /[\\/]src[\\/](ui|lib)[\\/]/.test(id)
        // The contract's modules too when the home page shares them (an event's status): each
        // was a file of its own after the first render.
        const homeContract = home.has(id) && /[\\/]contract[\\/]/.test(id)
        if (!(uiOrLib || homeContract) || startModules.has(id) || !ownOnly(id)) continue
        // Shared with the home page: a chunk of their own, ahead of `lists` (a group takes the
        // modules its members import, so `lists` would take these and `/` would load it all).
        if (home.has(id)) listAndHomeModules.add(id)
        else listModules.add(id)
      }
    },
  }
}

/**
 * `virtual:lingui-core/<locale>`: the part of a catalog a first visit to `/` can show, compiled
 * like the Lingui plugin compiles the whole `.po`. In a build that is the messages whose source
 * is a module the page reaches from the entry: static imports, and dynamic ones (lazy parts of
 * the shell, loaders' query factories) except other routes' split components, which load the
 * whole catalog first (the root route's beforeLoad). Chosen by directory instead (src/app,
 * src/lib, src/ui, src/routes, src/features/home), it carried every shared component's and
 * route's messages (~6.7 KB gzip in Arabic instead of ~4). In development the directory rule
 * stays (no module graph to walk ahead of time). Every other screen waits for the whole
 * catalog (lib/i18n.ts loadFullCatalog, called from the root route).
 * See docs/decisions/005-first-visit-budget.md and 275-start-up-schemas-in-modules-of-their-own.md.
 */
const CORE_MESSAGE_SOURCES = /^src\/(app|lib|ui|routes|features\/home)\//
/**
 * Modules whose messages home never shows, kept out of the core catalog even if start-up came
 * to import them: the refusals of forms and other screens' actions
 * (src/lib/screen-error-messages.ts, which loads with the whole catalog). On home,
 * lib/errors.ts shows the status's sentence instead.
 */
const SCREEN_ONLY_MESSAGES = /^src\/lib\/screen-error-messages\.ts$/
/**
 * The home page's modules except its lazily loaded sections, with its route's component:
 * one chunk. Left to rolldown, what the page shares with its sections (queries, styles) was a
 * file of its own, requested with the page before the first render.
 */
const HOME_PAGE_MODULES = /[\\/]src[\\/](features[\\/]home[\\/](?!components[\\/]HomeSections\.tsx)|routes[\\/]index\.tsx\?tsr-split=component)|[\\/]contract[\\/]home\.ts$/
/** The home route's file: its split components belong to the first visit, other routes' do not. */
const HOME_ROUTE = /[\\/]src[\\/]routes[\\/]index\.tsx$/
function linguiCoreCatalog(entry: string): Plugin {
  const prefix = 'virtual:lingui-core/'
  const root = fileURLToPath(new URL('.', import.meta.url))
  let build = false
  let firstVisitSources: Promise<Set<string>> | undefined
  return {
    name: 'lingui-core-catalog',
    configResolved(config) {
      build = config.command === 'build'
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined
    },
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined
      const locale = id.slice(prefix.length + 1)
      const config = getConfig({ cwd: fileURLToPath(new URL('.', import.meta.url)) })
      const found = getCatalogForFile(`locales/${locale}/messages.po`, await getCatalogs(config))
      if (!found) throw new Error(`No Lingui catalog for ${locale}`)
      this.addWatchFile(fileURLToPath(new URL(`./locales/${locale}/messages.po`, import.meta.url)))
      const entries = await found.catalog.read(locale)
      const { messages } = await found.catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales || {}, sourceLocale: config.sourceLocale ?? 'en' })
      const walk = async (): Promise<Set<string>> => {
        const seen = new Set([entry])
        let frontier = [entry]
        while (frontier.length) {
          const infos = await Promise.all(frontier.map((id) => this.load({ id, resolveDependencies: true })))
          frontier = []
          for (const info of infos) {
            const dynamic = info.dynamicallyImportedIds.filter((id) => !id.includes('tsr-split=') || HOME_ROUTE.test(info.id))
            for (const id of [...info.importedIds, ...dynamic]) {
              // Libraries hold no messages; the catalogs themselves (this one included) are not walked.
              if (seen.has(id) || id.startsWith('\0') || /node_modules|\.po$/.test(id)) continue
              seen.add(id)
              frontier.push(id)
            }
          }
        }
        return new Set([...seen].map((id) => relative(root, id.replace(/\?.*$/, '')).split(sep).join('/')))
      }
      const sources = build ? await (firstVisitSources ??= walk()) : undefined
      const isCore = (file: string) => (sources ? sources.has(file) && !SCREEN_ONLY_MESSAGES.test(file) : CORE_MESSAGE_SOURCES.test(file))
      const core = Object.fromEntries(Object.entries(messages).filter(([key]) => entries?.[key]?.origin?.some(([file]) => isCore(file))))
      const { source } = createCompiledCatalog(locale, core, { namespace: 'es' })
      return { code: source, moduleType: 'js' }
    },
  }
}

/**
 * Writes one web manifest per language (src/app/web-manifest.ts) into the build; the page
 * links the Arabic one and the app switches the link with the language. vite-plugin-pwa's
 * own single manifest is turned off (`manifest: false`). In development the same files are
 * served from memory.
 */
function languageManifests(): Plugin {
  const files = new Map(manifestFiles.map(({ fileName, manifest }) => [`/${fileName}`, JSON.stringify(manifest, null, 2)]))
  return {
    name: 'language-manifests',
    generateBundle() {
      for (const [path, source] of files) this.emitFile({ type: 'asset', fileName: path.slice(1), source })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const source = req.url ? files.get(req.url) : undefined
        if (!source) return next()
        res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8')
        res.end(source)
      })
    },
  }
}

const appVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080'

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  resolve: {
    alias: [
      { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // TanStack's store imports the shim of useSyncExternalStore for React 17 and older, which
      // carries its own implementation; React 19 has it, and the package's entry without the
      // shim uses React's (~0.5 KB gzip less before the first render; decision 300).
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routeTreeFileHeader: ['// Generated by TanStack Router from src/routes: do not edit by hand.'] }),
    react(),
    // Lingui macros need Babel; the default include also matches route chunks (`?tsr-split=`).
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    linguiCoreCatalog(fileURLToPath(new URL('./src/main.tsx', import.meta.url))),
    vanillaExtractPlugin(),
    collectStartModules(fileURLToPath(new URL('./src/app/mount.tsx', import.meta.url)), [fileURLToPath(new URL('./src/main.tsx', import.meta.url)), fileURLToPath(new URL('./src/app/start.tsx', import.meta.url))]),
    collectListModules(
      ['news/components/NewsPage', 'events/components/EventsPage', 'resources/components/ResourcesPage', 'jobs/components/JobsPage', 'members/components/DirectoryPage'].map((page) => fileURLToPath(new URL(`./src/features/${page}.tsx`, import.meta.url))),
      /src\/routes\/index\.tsx\?tsr-split=component/,
    ),
    languageManifests(),
    announceBootChunks(fileURLToPath(new URL('./src/app/start.tsx', import.meta.url)), [/lingui-core\/ar$/, /src\/routes\/index\.tsx\?tsr-split=component/], {
      '/news': /src\/routes\/news\.tsx\?tsr-split=component/,
    }),
    inlineFirstPaintStyles(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        globIgnores: ['**/screenshots/**', '**/og/**'],
      },
      devOptions: { enabled: false },
    }),
    // Last: .br/.gz beside every built text file (sw.js included), served as they are by server/static.ts.
    precompress(),
  ],
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    target: 'es2022',
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)) },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Lazy chunks by their hash alone: the preload lists of start's ~80 dynamic imports
        // name ~200 files, and their names were ~1 KB gzip of the first visit (the source maps
        // still name every module). The always-loaded chunks keep their names (ALWAYS_LOADED),
        // and so do NAMED_LAZY_CHUNKS.
        chunkFileNames: (chunk) => (ALWAYS_LOADED_CHUNKS.includes(chunk.name) || NAMED_LAZY_CHUNKS.includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js'),
        // Stylesheets likewise (~30 of the preload map's names), except the first paint's, which
        // inlineFirstPaintStyles finds by its name (`index`).
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) && !asset.names.includes('index.css') ? 'assets/[hash:7][extname]' : 'assets/[name]-[hash][extname]'),
        codeSplitting: {
          groups: [
            // Vite's preload helper is used by the entry too: alone, so the entry does not pull in start.
            { name: 'preload', test: /^\0vite\//, priority: 20 },
            // React is evaluated in a task of its own before the rest of the app (start.tsx).
            { name: 'react', test: (id: string) => startModules.has(id) && /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id), priority: 15 },
            // The other libraries of start-up (router, query, Lingui, valibot…) likewise: one task each for React, them and the app's own code.
            { name: 'libraries', test: (id: string) => startModules.has(id) && /node_modules[\\/]/.test(id), priority: 12 },
            // What start.tsx imports statically (scheduling helpers, service-worker registration), before
            // `start`: a group takes the modules its members import, so `start` would take these.
            { name: 'boot', test: (id: string) => loaderModules.has(id), priority: 11 },
            { name: 'start', test: (id: string) => startModules.has(id), priority: 10 },
            { name: 'shared', test: (id: string) => listAndHomeModules.has(id), priority: 9 },
            { name: 'lists', test: (id: string) => listModules.has(id), priority: 8 },
            { name: 'home', test: (id: string) => HOME_PAGE_MODULES.test(id), priority: 7, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})

import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The container files checked without a Docker daemon: what the Dockerfile copies and runs
 * exists, the production image can run the server without devDependencies, and compose
 * passes the app only variables the server reads. Where a daemon answers, the image is
 * built and started as well.
 */
const dockerfile = readFileSync('Dockerfile', 'utf8')
const compose = readFileSync('compose.yaml', 'utf8')
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>
  engines: { node: string }
} // the repository's own package.json, which has both fields

/** Instructions with their continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
const stages = instructions.reduce<string[][]>(
  (all, line) =>
    line.startsWith('FROM ') ? [...all, [line]] : [...all.slice(0, -1), [...(all.at(-1) ?? []), line]],
  [],
)
const finalStage = stages.at(-1) ?? []

describe('Dockerfile', () => {
  it('builds from a Node LTS image in stages; the final one runs as a non-root user with a health check', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2)
    for (const stage of stages) expect(stage[0]).toMatch(/^FROM node:(22|24)[-.\w]*( |$)/)
    expect(finalStage.find((line) => line.startsWith('USER '))).toMatch(/^USER (?!root\b)\w+/)
    expect(finalStage.find((line) => line.startsWith('HEALTHCHECK '))).toMatch(/\/api\/health/)
  })

  it('copies only files that exist, and runs a server file that exists', () => {
    const sources = instructions
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
      .flatMap((line) => line.split(/\s+/).slice(1, -1))
    expect(sources.length).toBeGreaterThan(3)
    for (const source of sources) expect(existsSync(source), source).toBe(true)
    const cmd = JSON.parse(finalStage.find((line) => line.startsWith('CMD '))?.slice(4) ?? '[]') as string[] // a Dockerfile CMD in exec form is a JSON array of strings
    expect(cmd.slice(0, 3)).toEqual(['node', '--import', 'tsx'])
    expect(existsSync(cmd[3] ?? '')).toBe(true)
    expect(finalStage.join('\n')).toMatch(/COPY --from=deps \/app\/node_modules/)
    expect(stages.find((stage) => stage[0]?.includes(' AS deps'))?.join('\n')).toMatch(/npm ci --omit=dev/)
  })

  it('the server and the contract import only production dependencies (the image has no devDependencies)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir)
        .flatMap((name) => {
          const path = join(dir, name)
          if (statSync(path).isDirectory()) return name === 'test-support' ? [] : files(path)
          return /\.ts$/.test(name) && !/\.(test|d)\.ts$/.test(name) ? [path] : []
        })
        // Loaded only by `npm run dev` (PORTAL_DEV), which runs where the devDependencies are installed.
        .filter((path) => path !== join('server', 'dev-pages.ts'))
    const allowed = new Set([...Object.keys(pkg.dependencies), ...builtinModules])
    const missing = new Set<string>()
    for (const file of [...files('server'), ...files('contract')]) {
      const source = readFileSync(file, 'utf8')
      const specifiers = [
        ...source.matchAll(/^(?:import|export)\s[^;]*?\bfrom\s+'([^'.][^']*)'/gm),
        ...source.matchAll(/\bimport\(\s*'([^'.][^']*)'\s*\)/g),
      ].map((match) => match[1])
      for (const specifier of specifiers) {
        if (!specifier || specifier.startsWith('@contract/') || specifier.startsWith('node:')) continue
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : (specifier.split('/')[0] ?? specifier)
        if (!allowed.has(name)) missing.add(`${name} (${file})`)
      }
    }
    expect([...missing]).toEqual([])
    expect(pkg.dependencies.tsx).toBeDefined()
  })
})

describe('compose.yaml', () => {
  it('passes the app only variables server/env.ts reads, and names every one it reads', () => {
    const envSource = readFileSync('server/env.ts', 'utf8')
    const read = new Set(
      [...envSource.matchAll(/env\.([A-Z][A-Z0-9_]*)/g), ...envSource.matchAll(/'([A-Z][A-Z0-9_]*)'/g)].map(
        (match) => match[1],
      ),
    )
    const app = /\n {2}app:\n([\s\S]*?)\n {2}\w/.exec(compose)?.[1] ?? ''
    const environment = /\n {4}environment:\n((?: {6}.*\n)+)/.exec(`${app}\n`)?.[1] ?? ''
    const names = [...environment.matchAll(/^ {6}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1])
    expect(names).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_FORCE_PATH_STYLE',
      ]),
    )
    expect(names.filter((name) => !read.has(name))).toEqual([])
    // And the other way round: every setting the server reads is named, in compose or fixed by the image.
    const fixedByImage = [...dockerfile.matchAll(/\b([A-Z][A-Z0-9_]*)=/g)].map((match) => match[1])
    const notForOperators = ['TEST_DATABASE_URL', 'PORTAL_DEV', 'PUSH_ALLOW_PRIVATE_ENDPOINTS']
    const unnamed = [...read].filter(
      (name) =>
        name !== undefined &&
        !names.includes(name) &&
        !fixedByImage.includes(name) &&
        !notForOperators.includes(name),
    )
    expect(unnamed).toEqual([])
  })

  it('keeps data, secrets, node_modules and build output out of the build context', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n')
    for (const entry of ['node_modules', 'data', 'dist-*', 'test-results', '.env', '.git'])
      expect(ignored).toContain(entry)
  })
})

describe('package.json engines', () => {
  it('admits Node 20.19+, 22 and 24', () => {
    expect(pkg.engines.node).toBe('^20.19.0 || ^22.12.0 || >=24.0.0')
  })
})

const daemon = spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0

describe.runIf(daemon)('the image (a Docker daemon answers)', () => {
  it('builds, starts without devDependencies and answers its health check', async () => {
    execFileSync('docker', ['build', '-t', 'ortho-portal:test', '.'], { stdio: 'inherit' })
    const id = execFileSync(
      'docker',
      ['run', '-d', '--rm', '-p', '127.0.0.1::8080', '-e', 'SEED=none', 'ortho-portal:test'],
      { encoding: 'utf8' },
    ).trim()
    try {
      const port = execFileSync('docker', ['port', id, '8080'], { encoding: 'utf8' }).trim().split(':').at(-1)
      await expect
        .poll(
          async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.status,
          { timeout: 120_000, interval: 1000 },
        )
        .toBe(200)
    } finally {
      execFileSync('docker', ['stop', id])
    }
  }, 900_000)
})

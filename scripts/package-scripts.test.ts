import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Every package.json script runs as documented or says what it needs. The cheap ones are run
 * here without what they need (a file, a bucket, a running portal, a known section) and must
 * refuse in one line with their usage, not a stack trace; the others are listed with the
 * reason they are not run here. A new script fails the first test until it is in one list.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8')
// package.json is this project's own file, whose `scripts` maps names to commands.
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts)

/** Scripts that build, serve until stopped, or run a whole suite: `npm test` or a person runs them. */
const NOT_RUN_HERE: Record<string, string> = {
  start: 'builds dist/ when missing, then serves until stopped',
  dev: 'serves from the sources until stopped',
  build: 'a production build of the app and its render entry',
  'i18n:extract': 'rewrites the catalogs; the first step of npm test',
  typecheck: 'a step of npm test',
  lint: 'a step of npm test',
  format: 'rewrites the tree in the house style',
  'format:check': 'a step of npm test',
  knip: 'a step of npm test',
  comments: 'prints the comment figure that scripts/comment-share.test.ts holds under its ceiling',
  test: 'the whole suite',
  'test:unit': 'the unit and server tests, this file among them',
  'test:e2e': 'builds, then runs the browser suite',
}

/** Each cheap script run without what it needs: its arguments, settings, exit code and the line it prints. */
const CHEAP: [script: string, args: string[], env: Record<string, string>, exit: number, says: RegExp][] = [
  ['backup', [], {}, 1, /^usage: npm run backup -- FILE/],
  ['restore', [], {}, 1, /^usage: npm run restore -- FILE \[--force\]/],
  ['storage:migrate', [], {}, 1, /^storage:migrate: S3_BUCKET is not set/],
  ['bench', ['no-such-section'], {}, 2, /^bench: unknown section no-such-section; choose from web, /],
  [
    'screenshots',
    [],
    { SCREENSHOT_URL: 'http://127.0.0.1:9' },
    1,
    /^screenshots: no portal answers at http:\/\/127\.0\.0\.1:9\. usage: /,
  ],
]

describe('package.json scripts', () => {
  it('are each run below or listed with the reason they are not', () => {
    const listed = [...Object.keys(NOT_RUN_HERE), ...CHEAP.map(([script]) => script)]
    expect(scripts.filter((script) => !listed.includes(script))).toEqual([])
    expect(listed.filter((script) => !scripts.includes(script))).toEqual([])
  })

  it('named by the README and the architecture document exist', () => {
    const named = [
      ...`${read('README.md')}\n${read('docs/ARCHITECTURE.md')}`.matchAll(/npm run ([\w:-]+)/g),
    ].map((match) => match[1])
    expect(named.filter((script) => !scripts.includes(script ?? ''))).toEqual([])
  })

  it.each(CHEAP)(
    '%s refuses in one line, with its usage, when it lacks what it needs',
    (script, args, env, exit, says) => {
      // Only the basics of the environment: no bucket, database or settings of this machine leak in.
      const run = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
        timeout: 60_000,
      })
      expect(run.status, run.stderr).toBe(exit)
      expect(run.stderr.trim().split('\n')).toHaveLength(1)
      expect(run.stderr.trim()).toMatch(says)
    },
    70_000,
  )
})

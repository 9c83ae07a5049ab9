import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isRenderedPath, pageAssets } from './render'
import { createTestApp } from './test-support/test-app'

describe('isRenderedPath', () => {
  it('renders the public addresses and leaves member and admin screens to the shell document', () => {
    for (const path of ['/', '/news', '/news/12', '/events/3', '/resources', '/jobs/7/', '/journal', '/about', '/members', '/certificates', '/certificates/ABC-123']) expect(isRenderedPath(path), path).toBe(true)
    for (const path of ['/profile', '/dashboard', '/admin', '/admin/posts', '/members/5', '/login', '/check-in', '/news/1/edit']) expect(isRenderedPath(path), path).toBe(false)
  })
})

describe('pageAssets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-render-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('names the entry, every chunk it imports (once) and the one stylesheet', () => {
    mkdirSync(join(dir, '.vite'))
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react.js', '_router.js'] },
      '_react.js': { file: 'assets/react-2.js' },
      '_router.js': { file: 'assets/router-3.js', imports: ['_react.js'] },
      'style.css': { file: 'assets/style-4.css' },
    }
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
    expect(pageAssets(dir)).toEqual({ entry: 'assets/index-1.js', preloads: ['assets/react-2.js', 'assets/router-3.js'], stylesheets: ['assets/style-4.css'] })
  })
})

describe('a public address without a render entry built', () => {
  it('gets the shell document, so an API-only checkout or a partial build still serves the app', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'portal-render-shell-'))
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Portal</title>')
    const t = await createTestApp({ staticDir })
    try {
      const res = await t.app.request('/news', { headers: { Accept: 'text/html' } })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<title>Portal</title>')
    } finally {
      await t.close()
      rmSync(staticDir, { recursive: true, force: true })
    }
  })
})

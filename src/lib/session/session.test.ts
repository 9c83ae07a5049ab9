import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../test-doubles'

/** The session, against a scripted fetch and an in-memory localStorage. */
type Reply = { status: number; body?: unknown }
let calls: { path: string; auth: string | null; body: unknown }[] = []
let script: Record<string, Reply[]> = {}

const ME = {
  id: 7,
  email: 'm@x.org',
  role: 'member',
  tier: 'public',
  status: 'active',
  is_active: true,
  must_complete_profile: false,
  full_name: 'M',
  created_at: '2026-01-01T00:00:00Z',
}

beforeEach(() => {
  vi.resetModules()
  calls = []
  script = {}
  vi.stubGlobal('localStorage', memoryStorage())
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, '').replace(/\?.*/, '')
    calls.push({
      path,
      auth: new Headers(init.headers).get('Authorization'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    const reply = script[path]?.shift() ?? { status: 404, body: { detail: 'Not found' } }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('login', () => {
  it('stores both tokens and must_complete_profile as 1/0, then loads the user', async () => {
    script['/auth/login'] = [
      { status: 200, body: { access_token: 'A', refresh_token: 'R', must_complete_profile: true } },
    ]
    script['/auth/me'] = [{ status: 200, body: { ...ME, must_complete_profile: true } }]
    const session = await import('./session')
    await session.login('m@x.org', 'password1')
    expect([
      localStorage.getItem('access_token'),
      localStorage.getItem('refresh_token'),
      localStorage.getItem('must_complete_profile'),
    ]).toEqual(['A', 'R', '1'])
    expect(session.getSession().user?.id).toBe(7)
    expect(session.homePathFor()).toBe('/complete-profile')
    expect(calls[1]).toMatchObject({ path: '/auth/me', auth: 'Bearer A' })
  })

  it.each([
    ['pending', 'pending'],
    ['pendingAwaitingActivation', 'pendingAwaitingActivation'],
    ['rejected', 'rejected'],
    ['deactivated', 'deactivated'],
    [undefined, 'rejected'],
  ])('a 403 with code %s is refused as %s, nothing stored', async (code, reason) => {
    script['/auth/login'] = [{ status: 403, body: { detail: 'x', ...(code ? { code } : {}) } }]
    const session = await import('./session')
    await expect(session.login('m@x.org', 'password1')).rejects.toMatchObject({
      name: 'LoginRefusedError',
      reason,
    })
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it.each([
    ['pending', false, 'pending'],
    ['active', false, 'deactivated'],
    ['rejected', false, 'rejected'],
    ['suspended', false, 'rejected'],
  ])(
    'an account read after login as status %s (is_active %s) is refused as %s',
    async (status, isActive, reason) => {
      script['/auth/login'] = [
        { status: 200, body: { access_token: 'A', refresh_token: 'R', must_complete_profile: false } },
      ]
      script['/auth/me'] = [{ status: 200, body: { ...ME, status, is_active: isActive } }]
      const session = await import('./session')
      await expect(session.login('m@x.org', 'password1')).rejects.toMatchObject({
        name: 'LoginRefusedError',
        reason,
      })
      expect(localStorage.getItem('access_token')).toBeNull()
    },
  )

  it('a non-active status after login removes both tokens and clears the user', async () => {
    script['/auth/login'] = [
      { status: 200, body: { access_token: 'A', refresh_token: 'R', must_complete_profile: false } },
    ]
    script['/auth/me'] = [{ status: 200, body: { ...ME, status: 'pending_activation', is_active: false } }]
    const session = await import('./session')
    await expect(session.login('m@x.org', 'password1')).rejects.toMatchObject({
      reason: 'pendingAwaitingActivation',
    })
    expect([localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]).toEqual([
      null,
      null,
    ])
    expect(session.getSession().user).toBeNull()
  })
})

describe('start and refresh', () => {
  it('loads the user at start when an access token exists', async () => {
    localStorage.setItem('access_token', 'A')
    script['/auth/me'] = [{ status: 200, body: ME }]
    const session = await import('./session')
    expect(session.getSession().ready).toBe(false)
    await session.sessionReady()
    expect(session.getSession()).toMatchObject({ ready: true, user: { id: 7 } })
  })

  it('clears both tokens when loading the user fails', async () => {
    localStorage.setItem('access_token', 'A')
    script['/auth/me'] = [{ status: 401, body: { detail: 'Not authenticated' } }]
    const session = await import('./session')
    await session.sessionReady()
    expect(session.getSession().user).toBeNull()
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it.each([
    ['refused', { status: 401, body: { detail: 'Not authenticated' } }],
    ['no longer active', { status: 200, body: { ...ME, status: 'inactive', is_active: false } }],
  ])(
    'a stored session found %s at start ends like a logout: the app is told to forget the member’s data',
    async (_case, reply) => {
      localStorage.setItem('access_token', 'A')
      localStorage.setItem('session_user', JSON.stringify(ME))
      script['/auth/me'] = [reply]
      const session = await import('./session')
      // Until checked, the data on the device is taken to be that member's.
      expect(session.sessionOwner()).toBe(7)
      const ended = vi.fn()
      session.onLogout(ended)
      await session.sessionReady()
      expect(ended).toHaveBeenCalledOnce()
      expect(session.sessionOwner()).toBeNull()
      expect(localStorage.getItem('session_user')).toBeNull()
    },
  )

  it('on a 401 refreshes once, stores the new tokens and retries the request once', async () => {
    localStorage.setItem('access_token', 'OLD')
    localStorage.setItem('refresh_token', 'R1')
    script['/auth/me'] = [
      { status: 401, body: { detail: 'expired' } },
      { status: 200, body: ME },
    ]
    script['/auth/refresh'] = [{ status: 200, body: { access_token: 'NEW', refresh_token: 'R2' } }]
    const session = await import('./session')
    await session.sessionReady()
    expect(session.getSession().user?.id).toBe(7)
    expect(calls.map((c) => `${c.path} ${c.auth ?? ''}`)).toEqual([
      '/auth/me Bearer OLD',
      '/auth/refresh ',
      '/auth/me Bearer NEW',
    ])
    expect([localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]).toEqual([
      'NEW',
      'R2',
    ])
  })

  it('a failed refresh logs out', async () => {
    localStorage.setItem('access_token', 'OLD')
    localStorage.setItem('refresh_token', 'R1')
    script['/auth/me'] = [{ status: 401, body: { detail: 'expired' } }]
    script['/auth/refresh'] = [{ status: 401, body: { detail: 'revoked' } }]
    const session = await import('./session')
    await session.sessionReady()
    expect(session.getSession().user).toBeNull()
    expect([localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]).toEqual([
      null,
      null,
    ])
  })

  it('a session ended elsewhere (401 sessionEnded, refresh refused) signs out after one refresh, without retrying', async () => {
    localStorage.setItem('access_token', 'OLD')
    localStorage.setItem('refresh_token', 'R1')
    script['/auth/me'] = [{ status: 401, body: { detail: 'Not authenticated', code: 'sessionEnded' } }]
    script['/auth/refresh'] = [
      { status: 401, body: { detail: 'Invalid or expired refresh token', code: 'invalidRefreshToken' } },
    ]
    const session = await import('./session')
    await session.sessionReady()
    expect(session.getSession().user).toBeNull()
    expect(calls.map((c) => c.path)).toEqual(['/auth/me', '/auth/refresh'])
  })

  it('a retry still answered 401 after a successful refresh is not refreshed again (no loop)', async () => {
    localStorage.setItem('access_token', 'OLD')
    localStorage.setItem('refresh_token', 'R1')
    const ended = { status: 401, body: { detail: 'Not authenticated', code: 'sessionEnded' } }
    script['/auth/me'] = [ended, ended, ended]
    script['/auth/refresh'] = [{ status: 200, body: { access_token: 'NEW', refresh_token: 'R2' } }]
    const session = await import('./session')
    await session.sessionReady()
    expect(session.getSession().user).toBeNull()
    expect(calls.map((c) => c.path)).toEqual(['/auth/me', '/auth/refresh', '/auth/me'])
  })
})

describe('logout', () => {
  it('clears both tokens and the user, and revokes the refresh token on the server', async () => {
    script['/auth/login'] = [
      { status: 200, body: { access_token: 'A', refresh_token: 'R', must_complete_profile: false } },
    ]
    script['/auth/me'] = [{ status: 200, body: ME }]
    script['/auth/logout'] = [{ status: 200, body: { status: 'ok' } }]
    const session = await import('./session')
    await session.login('m@x.org', 'password1')
    const ended = vi.fn()
    session.onLogout(ended)
    await session.logout()
    expect(session.getSession().user).toBeNull()
    expect([
      localStorage.getItem('access_token'),
      localStorage.getItem('refresh_token'),
      localStorage.getItem('must_complete_profile'),
    ]).toEqual([null, null, null])
    expect(calls.at(-1)).toMatchObject({ path: '/auth/logout', body: { refresh_token: 'R' } })
    expect(ended).toHaveBeenCalledOnce()
  })

  it('after logout a signed-in call goes without a token and does not try to refresh', async () => {
    script['/auth/login'] = [
      { status: 200, body: { access_token: 'A', refresh_token: 'R', must_complete_profile: false } },
    ]
    script['/auth/me'] = [
      { status: 200, body: ME },
      { status: 401, body: { detail: 'Not authenticated' } },
    ]
    script['/auth/logout'] = [{ status: 200, body: { status: 'ok' } }]
    const session = await import('./session')
    const { apiRequest } = await import('../http/api-client')
    await session.login('m@x.org', 'password1')
    await session.logout()
    calls = []
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401 })
    expect(calls).toEqual([{ path: '/auth/me', auth: null, body: undefined }])
  })
})

describe('activation', () => {
  it('posts a token once even when asked twice (single use)', async () => {
    script['/auth/activate'] = [{ status: 200, body: { status: 'success' } }]
    const session = await import('./session')
    const [a, b] = await Promise.all([session.activate('T'), session.activate('T')])
    expect(a).toEqual({ status: 'success' })
    expect(b).toEqual({ status: 'success' })
    expect(calls.filter((c) => c.path === '/auth/activate')).toHaveLength(1)
  })
})

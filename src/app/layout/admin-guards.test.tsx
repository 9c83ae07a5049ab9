import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requireAdminArea, requireUserAdmin } from '@/lib/session/session-guards'
import { RouteError } from './RouteError'

// The styles are compiled by the vanilla-extract plugin in the app build only; here class
// names stand in for them.
vi.mock('@/ui/primitives/button.css', () => ({ button: { primary: 'primary', secondary: 'secondary' } }))
vi.mock('./layout.css', () => ({ page: 'page' }))
vi.mock('@/features/account/components/account.css', () => ({
  page: 'page',
  card: 'card',
  alert: 'alert',
  actions: 'actions',
  intro: 'intro',
  submit: 'submit',
}))
// The account card module also holds the e-mail field, which brings the shared field styles.
vi.mock('@/ui/primitives/field.css', () => ({
  field: 'field',
  label: 'label',
  hint: 'hint',
  error: 'error',
  control: 'control',
}))
vi.mock('@/ui/primitives/file-picker.css', () => ({
  picker: 'picker',
  input: 'input',
  button: 'button',
  fileName: 'fileName',
}))

// The session as the guards read it: whoever the test signs in, already loaded.
const session = vi.hoisted(() => ({ user: null as null | { role: string } }))
vi.mock('@/lib/session/session', () => ({
  getSession: () => ({ ready: true, user: session.user }),
  sessionReady: () => Promise.resolve(),
  mustCompleteProfile: () => false,
  homePathFor: () => '/dashboard',
}))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
i18n.loadAndActivate({ locale: 'en', messages: {} })

/** The admin routes' wiring (src/routes/admin*.tsx) on a memory history. */
function adminRouter(path: string) {
  const root = createRootRoute({ component: Outlet })
  const login = createRoute({ getParentRoute: () => root, path: '/login', component: () => <h1>Login</h1> })
  const admin = createRoute({
    getParentRoute: () => root,
    path: '/admin',
    beforeLoad: ({ location }) => requireAdminArea({ location }),
    component: () => (
      <div>
        <nav aria-label="Admin menu" />
        <Outlet />
      </div>
    ),
  })
  const overview = createRoute({ getParentRoute: () => admin, path: '/', component: () => <h1>Overview</h1> })
  const users = createRoute({
    getParentRoute: () => admin,
    path: '/users',
    beforeLoad: ({ location }) => requireUserAdmin({ location }),
    component: () => <h1>Users</h1>,
  })
  const attendees = createRoute({
    getParentRoute: () => admin,
    path: '/events/$id/attendees',
    component: () => <h1>Attendees</h1>,
  })
  return createRouter({
    routeTree: root.addChildren([login, admin.addChildren([overview, users, attendees])]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteError,
  })
}

let host: HTMLDivElement
let reactRoot: Root | undefined
afterEach(() => {
  act(() => reactRoot?.unmount())
  host.remove()
})

async function open(path: string, role: string | null) {
  session.user = role ? { role } : null
  const router = adminRouter(path)
  host = document.body.appendChild(document.createElement('div'))
  reactRoot = createRoot(host)
  await act(async () => {
    reactRoot?.render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    )
  })
  // The guard, the lazy Access Denied chunk and the render settle over a few ticks; the first
  // test also pays for transforming the lazy chunks, which takes seconds on a busy machine.
  await vi.waitFor(() => expect(host.querySelector('h1')).not.toBeNull(), { timeout: 15_000 })
  return {
    router,
    heading: () => host.querySelector('h1')?.textContent,
    layout: () => host.querySelector('nav[aria-label="Admin menu"]') !== null,
  }
}

describe('admin guards in beforeLoad', () => {
  it('sends an anonymous visitor to /login with the way back', async () => {
    const { router, heading } = await open('/admin/users', null)
    expect(heading()).toBe('Login')
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/admin/users' })
  })

  it('shows Access Denied at /admin, without the admin layout, to a signed-in editor', async () => {
    const { router, heading, layout } = await open('/admin', 'editor')
    await vi.waitFor(() => expect(heading()).toBe('Access Denied'))
    expect(layout()).toBe(false)
    expect(router.state.location.pathname).toBe('/admin')
  })

  it('lets a cme into the admin area but shows Access Denied inside the layout on Users', async () => {
    const overview = await open('/admin', 'cme')
    expect(overview.heading()).toBe('Overview')
    act(() => reactRoot?.unmount())
    host.remove()
    const users = await open('/admin/users', 'cme')
    await vi.waitFor(() => expect(users.heading()).toBe('Access Denied'))
    expect(users.layout()).toBe(true)
    expect(users.router.state.location.pathname).toBe('/admin/users')
  })

  it('shows Users to an admin', async () => {
    const { heading, layout } = await open('/admin/users', 'admin')
    expect(heading()).toBe('Users')
    expect(layout()).toBe(true)
  })

  it('lets the door staff open the attendee list of an event, and nothing else of the admin area', async () => {
    const attendees = await open('/admin/events/7/attendees', 'staff')
    expect(attendees.heading()).toBe('Attendees')
    act(() => reactRoot?.unmount())
    host.remove()
    const overview = await open('/admin', 'staff')
    await vi.waitFor(() => expect(overview.heading()).toBe('Access Denied'))
    act(() => reactRoot?.unmount())
    host.remove()
    const editor = await open('/admin/events/7/attendees', 'editor')
    await vi.waitFor(() => expect(editor.heading()).toBe('Access Denied'))
  })
})

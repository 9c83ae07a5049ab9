import { SUPPORT_EMAIL } from '@contract/auth'
import { present } from '@contract/narrow'
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
import type * as SessionModule from '@/lib/session/session'
import type { LoginRefusal } from '@/lib/session/session'

// The styles are compiled by the vanilla-extract plugin in the app build only; here each class
// name is its own key, one per `export const` of the stylesheet.
const { classNamesOf } = vi.hoisted(() => ({
  classNamesOf: async (path: string) => {
    const { readFileSync } = await import('node:fs')
    const names = [
      ...readFileSync(new URL(path, import.meta.url), 'utf8').matchAll(/^export const (\w+)/gm),
    ].map((match) => match[1] ?? '')
    return Object.fromEntries(names.map((name) => [name, name]))
  },
}))
vi.mock('./account.css', () => classNamesOf('./account.css.ts'))
vi.mock('@/ui/primitives/field.css', () => classNamesOf('../../../ui/primitives/field.css.ts'))
vi.mock('@/ui/primitives/file-picker.css', () => classNamesOf('../../../ui/primitives/file-picker.css.ts'))
vi.mock('@/ui/primitives/button.css', () => ({
  button: { primary: 'primary', secondary: 'secondary', ghost: 'ghost', danger: 'danger' },
}))

/** What the next sign-in is refused with. */
let refusal: LoginRefusal = 'rejected'
vi.mock('@/lib/session/session', async (importOriginal) => {
  const session = await importOriginal<typeof SessionModule>()
  return { ...session, login: () => Promise.reject(new session.LoginRefusedError(refusal)) }
})

const { AuthPage } = await import('./AuthPage')

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
i18n.loadAndActivate({ locale: 'en', messages: {} })

let root: Root | undefined
let host: HTMLDivElement | undefined
afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
})

/** /login of a router that also has the page the other refusals go to. */
async function renderLogin() {
  const page = document.body.appendChild(document.createElement('div'))
  host = page
  root = createRoot(page)
  const top = createRootRoute({ component: Outlet })
  const login = createRoute({
    getParentRoute: () => top,
    path: '/login',
    component: () => <AuthPage mode="login" />,
  })
  const pending = createRoute({
    getParentRoute: () => top,
    path: '/register/pending',
    component: () => <h1>Pending page</h1>,
  })
  const router = createRouter({
    routeTree: top.addChildren([login, pending]),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  })
  await act(async () => {
    present(root, 'a React root').render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    )
  })
  await vi.waitFor(() => expect(page.querySelector('form')).not.toBeNull())
  return { page, router }
}

function type(control: HTMLInputElement, value: string) {
  // React listens to the native value setter; setting .value directly would not fire onChange.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value)
  control.dispatchEvent(new Event('input', { bubbles: true }))
}

async function signIn(page: HTMLElement) {
  act(() => {
    type(
      present(page.querySelector<HTMLInputElement>('input[name="email"]'), 'the e-mail field'),
      'member@hospital.sa',
    )
    type(
      present(page.querySelector<HTMLInputElement>('input[name="password"]'), 'the password field'),
      'Member-Pass-2026',
    )
  })
  await act(async () => present(page.querySelector('form'), 'the form').requestSubmit())
}

describe('the login screen refusing an account that is not active', () => {
  it('says a deactivated account is deactivated, with the society to write to, and stays on /login', async () => {
    refusal = 'deactivated'
    const { page, router } = await renderLogin()
    await signIn(page)
    const alert = await vi.waitFor(() => present(page.querySelector('[role="alert"]'), 'the alert'))
    expect(alert.textContent).toContain(
      'Your account has been deactivated. Please contact the society to have it reactivated.',
    )
    expect(alert.textContent).toContain(`Write to the society at ${SUPPORT_EMAIL}.`)
    expect(alert.querySelector('a')?.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`)
    expect(document.activeElement).toBe(alert)
    expect(router.state.location.pathname).toBe('/login')
  })

  it.each(['pending', 'pendingAwaitingActivation', 'rejected'] as const)(
    'sends %s to /register/pending with its reason',
    async (reason) => {
      refusal = reason
      const { page, router } = await renderLogin()
      await signIn(page)
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/register/pending'))
      expect(router.state.location.search).toEqual({ reason })
      expect(page.querySelector('[role="alert"]')).toBeNull()
    },
  )
})

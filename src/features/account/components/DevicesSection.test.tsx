import type { DeviceSession } from '@contract/devices'
import { present } from '@contract/narrow'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubModalDialogs } from '@/lib/test-doubles'

// The styles are compiled by the vanilla-extract plugin in the app build only; class names stand in for them.
const { stylesheet } = vi.hoisted(() => ({
  stylesheet: async (path: string) =>
    (await import('@/lib/test-doubles')).stylesheetNames(new URL(path, import.meta.url)),
}))
vi.mock('./account.css', () => stylesheet('./account.css.ts'))
vi.mock('@/ui/primitives/field.css', () => stylesheet('../../../ui/primitives/field.css.ts'))
vi.mock('@/ui/primitives/file-picker.css', () => stylesheet('../../../ui/primitives/file-picker.css.ts'))
vi.mock('@/ui/admin/admin-modal.css', () => ({
  dialog: { wide: 'wide', narrow: 'narrow' },
  dialogActions: 'dialog-actions',
}))
vi.mock('@/ui/primitives/button.css', () => ({
  button: { primary: 'primary', secondary: 'secondary', ghost: 'ghost', danger: 'danger' },
}))

const api = vi.hoisted(() => ({
  fetchDeviceSessions: vi.fn(),
  endDeviceSession: vi.fn(() => Promise.resolve()),
  endOtherDeviceSessions: vi.fn(() => Promise.resolve({ ended: 1 })),
}))
vi.mock('@/lib/session/devices', () => api)

const { DevicesSection } = await import('./DevicesSection')

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
i18n.loadAndActivate({ locale: 'en', messages: {} })

const session = (fields: Partial<DeviceSession>): DeviceSession => ({
  id: 'a',
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-12-01T08:00:00.000Z',
  device_name: 'Unknown browser',
  browser: null,
  os: null,
  method: 'password',
  current: false,
  ...fields,
})
const HERE = session({ id: 'here', browser: 'Firefox', os: 'Windows', current: true })
const PHONE = session({ id: 'phone', browser: 'Chrome', os: 'Android', method: 'passkey' })

let host: HTMLDivElement
let root: Root
beforeAll(stubModalDialogs)
beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
  vi.clearAllMocks()
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <DevicesSection />
        </QueryClientProvider>
      </I18nProvider>,
    )
  })
  expect(host.textContent).toContain('Loading your devices…')
  // A busy machine may take longer than vi.waitFor's default second.
  await act(() =>
    vi.waitFor(() => expect(host.textContent).not.toContain('Loading your devices…'), { timeout: 5000 }),
  )
}
const buttonNamed = (name: string) =>
  present(
    [...host.querySelectorAll('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
    ),
    `a button named ${name}`,
  )
const openDialog = () => present(host.querySelector('dialog[open]'), 'an open dialog')

describe('the Devices section', () => {
  it('lists each device with its method, marks this one, and ends another one after a confirmation', async () => {
    api.fetchDeviceSessions.mockResolvedValue({ items: [HERE, PHONE], total: 2 })
    await render()
    const rows = [...host.querySelectorAll('li')].map((row) => row.textContent)
    expect(rows[0]).toContain('Firefox on Windows · This device')
    expect(rows[0]).toContain('Signed in with a password')
    expect(rows[1]).toContain('Chrome on Android')
    expect(rows[1]).toContain('Signed in with a passkey')
    expect(host.querySelectorAll('li button')).toHaveLength(1)

    act(() => buttonNamed('End session on Chrome on Android').click())
    expect(openDialog().textContent).toContain('Chrome on Android will be signed out at once.')
    expect(api.endDeviceSession).not.toHaveBeenCalled()
    await act(async () => buttonNamed('End session').click())
    expect(api.endDeviceSession).toHaveBeenCalledWith('phone')
    await act(() =>
      vi.waitFor(() => expect(host.textContent).toContain('The session on Chrome on Android was ended.')),
    )
  })

  it('signs out everywhere else only after a confirmation', async () => {
    api.fetchDeviceSessions.mockResolvedValue({ items: [HERE, PHONE], total: 2 })
    await render()
    act(() => buttonNamed('Sign out everywhere else').click())
    expect(openDialog().textContent).toContain('This device stays signed in.')
    await act(async () =>
      present([...openDialog().querySelectorAll('button')].at(-1), 'the confirm button').click(),
    )
    expect(api.endOtherDeviceSessions).toHaveBeenCalledOnce()
    await act(() =>
      vi.waitFor(() => expect(host.textContent).toContain('Your other devices have been signed out.')),
    )
  })

  it('says when no other device is signed in, and when the list cannot be loaded', async () => {
    api.fetchDeviceSessions.mockResolvedValue({ items: [HERE], total: 1 })
    await render()
    expect(host.textContent).toContain('You are not signed in on any other device.')
    expect(host.textContent).not.toContain('Sign out everywhere else')
    act(() => root.unmount())
    root = createRoot(host)
    api.fetchDeviceSessions.mockRejectedValue(new Error('offline'))
    await render()
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('Your devices could not be loaded.')
  })
})

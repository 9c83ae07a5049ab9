import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DetailState } from './DetailState'
import { ApiError } from '@/lib/http/api-client'

// The styles are compiled by the vanilla-extract plugin in the app build only.
vi.mock('../primitives/button.css', () => ({ button: { primary: 'primary' } }))
vi.mock('./detail-state.css', () => ({ error: 'error', actions: 'actions' }))
const online = vi.hoisted(() => ({ value: true }))
vi.mock('@/lib/offline/online', () => ({ useOnlineStatus: () => online.value }))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
i18n.loadAndActivate({ locale: 'en', messages: {} })

let host: HTMLDivElement
let root: Root
beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
  online.value = true
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

function Page({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['detail'], queryFn: load, retry: false })
  return (
    <DetailState
      query={query}
      className="page"
      back={<a href="/list">Back</a>}
      notSaved="Not saved on this device"
    >
      {(data) => <h1>{data}</h1>}
    </DetailState>
  )
}

async function show(load: () => Promise<string>) {
  const client = new QueryClient()
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <Page load={load} />
        </QueryClientProvider>
      </I18nProvider>,
    )
  })
}

describe('DetailState: the states of a member profile or a committee page', () => {
  it('shows the page once the data is there', async () => {
    await show(() => Promise.resolve('Committee'))
    await vi.waitFor(() => expect(host.querySelector('h1')?.textContent).toBe('Committee'))
  })

  it('says Loading… online, and offline that the page is not saved on this device', async () => {
    await show(() => new Promise(() => {}))
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading…')
    online.value = false
    await show(() => new Promise(() => {}))
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Not saved on this device')
    expect(host.querySelector('a')?.textContent).toBe('Back')
  })

  it('says Not found for a 404, without Retry', async () => {
    await show(() => Promise.reject(new ApiError('', 404, null)))
    await vi.waitFor(() => expect(host.querySelector('h1')?.textContent).toBe('Not found'))
    expect(host.querySelector('button')).toBeNull()
  })

  it('shows the failure text and a Retry that loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('Server unavailable', 503, null))
      .mockResolvedValueOnce('Committee')
    await show(load)
    await vi.waitFor(() => expect(host.querySelector('h1')?.textContent).toBe('Failed to load'))
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Server unavailable')
    await act(async () => host.querySelector('button')?.click())
    await vi.waitFor(() => expect(host.querySelector('h1')?.textContent).toBe('Committee'))
    expect(load).toHaveBeenCalledTimes(2)
  })
})

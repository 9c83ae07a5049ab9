import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../http/api-client'
import type { ListPage } from './offline-list'
import { useItemDetail, useSavedList, type DetailResult, type ListResult } from './offline-results'

// The catalogs are a virtual module of the app build; the messages do not matter here.
vi.mock('../i18n/i18n', () => ({
  i18n: { locale: '', _: (id: unknown) => String(id) },
  intlLocale: () => 'en-US',
}))

interface Item {
  id: number
  title_ar: string
  title_en: string
}
const item = (id: number): Item => ({ id, title_ar: '', title_en: `Item ${id}` })
const rules = (page: number) => ({
  filter: () => true,
  compare: (a: Item, b: Item) => a.id - b.id,
  page,
  pageSize: 2,
})

let root: Root
let container: HTMLElement
let client: QueryClient
let seen: ListResult<Item> | undefined

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
})
beforeEach(() => {
  container = document.createElement('div')
  root = createRoot(container)
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(['things', 'list', 1], { items: [item(1), item(2)], total: 5 }, { updatedAt: 1000 })
  client.setQueryData(
    ['things', 'prefetched'],
    { items: [item(3), item(4), item(5)], total: 3 },
    { updatedAt: 2000 },
  )
  seen = undefined
})
afterEach(() => {
  act(() => root.unmount())
  vi.restoreAllMocks()
})

function List({ page, fetcher }: { page: number; fetcher: () => Promise<ListPage<Item>> }) {
  const query = useQuery({ queryKey: ['things', 'list', page], queryFn: fetcher })
  seen = useSavedList(query, ['things'], rules(page))
  return null
}

async function show(page: number, fetcher: () => Promise<ListPage<Item>>) {
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <List page={page} fetcher={fetcher} />
      </QueryClientProvider>,
    )
  })
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

const never = () => new Promise<ListPage<Item>>(() => undefined)

describe('useSavedList', () => {
  it('shows the query’s own cached answer, with its time', async () => {
    await show(1, never)
    expect(seen).toMatchObject({
      saved: false,
      updatedAt: 1000,
      data: { items: [item(1), item(2)], total: 5 },
    })
  })

  it('offline, answers a page never fetched from every saved item of the entity', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await show(2, never)
    expect(seen).toMatchObject({
      saved: true,
      offline: true,
      updatedAt: 2000,
      data: { items: [item(3), item(4)], total: 5 },
    })
  })

  it('online but the request cannot reach the server: saved results too', async () => {
    await show(3, () => Promise.reject(new TypeError('Failed to fetch')))
    expect(seen).toMatchObject({ saved: true, offline: true, data: { items: [item(5)], total: 5 } })
  })

  it('an answer of the server (an error) is not replaced by saved results', async () => {
    await show(3, () => Promise.reject(new ApiError('Forbidden', 403, null)))
    expect(seen).toMatchObject({ saved: false, offline: false, data: undefined })
  })
})

let detail: DetailResult<Item> | undefined

function Details({ id, fetcher }: { id: number; fetcher: () => Promise<Item> }) {
  detail = useItemDetail(useQuery({ queryKey: ['things', 'detail', id], queryFn: fetcher }), ['things'], id)
  return null
}

async function showDetails(id: number, fetcher: () => Promise<Item>) {
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <Details id={id} fetcher={fetcher} />
      </QueryClientProvider>,
    )
  })
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

describe('useItemDetail', () => {
  it('shows the server’s answer for the item', async () => {
    await showDetails(9, () => Promise.resolve(item(9)))
    expect(detail).toMatchObject({ state: 'ready', item: item(9), offline: false })
  })

  it('while the request is out, an item a cached list holds shows from the list', async () => {
    await showDetails(4, () => new Promise<Item>(() => undefined))
    expect(detail).toMatchObject({ state: 'ready', item: item(4), updatedAt: 2000 })
  })

  it('offline, an item seen only in a list opens from it; one never seen says it is not saved', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await showDetails(3, () => Promise.reject(new TypeError('Failed to fetch')))
    expect(detail).toMatchObject({ state: 'ready', item: item(3), offline: true })
    await showDetails(42, () => Promise.reject(new TypeError('Failed to fetch')))
    expect(detail).toEqual({ state: 'notSaved' })
  })

  it('a 404 is "not found" even when a list still holds an old copy; another failure offers Retry', async () => {
    await showDetails(1, () => Promise.reject(new ApiError('Not found', 404, { code: 'jobNotFound' })))
    expect(detail).toEqual({ state: 'notFound' })
    await showDetails(43, () => Promise.reject(new ApiError('Server error', 500, null)))
    expect(detail).toMatchObject({ state: 'failed', message: 'Server error' })
  })
})

import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ListView, type ListViewProps } from './ListView'

// The styles are compiled by the vanilla-extract plugin in the app build only.
vi.mock('../primitives/card.css', () => ({ grid: 'grid' }))
vi.mock('../primitives/button.css', () => ({ button: { primary: 'primary' } }))
vi.mock('../primitives/skeleton.css', () => ({
  card: 'skeleton',
  line: { short: 's', medium: 'm', long: 'l' },
}))
vi.mock('./Pagination', () => ({ Pagination: () => <nav>Pages</nav> }))
vi.mock('./EmptyState', () => ({
  EmptyState: ({ title, action }: { title: string; action?: ReactNode }) => (
    <div>
      <p>{title}</p>
      {action}
    </div>
  ),
}))

// A field this test sets on the window itself; the browser types do not declare it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let host: HTMLDivElement
let root: Root
beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

const props = (over: Partial<ListViewProps<string>>): ListViewProps<string> => ({
  items: undefined,
  total: 0,
  loading: true,
  error: null,
  onRetry: () => undefined,
  renderItem: (item, index) => <article key={item}>{`${index}:${item}`}</article>,
  skeletons: 3,
  labels: { loading: 'Loading…', retry: 'Retry', empty: 'None', count: (n) => `${n} results` },
  pagination: {
    page: 1,
    pageSize: 12,
    onPageChange: () => undefined,
    labels: { nav: 'Pagination', previous: 'Previous', next: 'Next', page: (p) => `Page ${p}` },
  },
  countClassName: 'count',
  before: <h2>Featured</h2>,
  ...over,
})
const render = (over: Partial<ListViewProps<string>>) => act(() => root.render(<ListView {...props(over)} />))
const skeletons = () => host.querySelectorAll('[data-testid="skeleton"]').length

describe('ListView', () => {
  it('holds one placeholder until the results and what goes above them are both there, then replaces it', () => {
    render({})
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Loading…')
    expect(skeletons()).toBe(3)
    const placeholderGrid = host.querySelector('.grid')
    // The list answered, the featured strip not yet: still the placeholder, nothing above it.
    render({ items: ['a', 'b'], total: 2, loading: false, beforeLoading: true })
    expect(host.querySelector('h2')).toBeNull()
    expect(skeletons()).toBe(3)
    render({ items: ['a', 'b'], total: 2, loading: false })
    expect(host.querySelector('h2')?.textContent).toBe('Featured')
    expect(host.querySelector('[aria-live="polite"]')?.textContent).toBe('2 results')
    expect([...host.querySelectorAll('article')].map((a) => a.textContent)).toEqual(['0:a', '1:b'])
    // A new block, not the placeholder's grown in place (a moved box would count as a layout shift).
    expect(host.querySelector('.grid')).not.toBe(placeholderGrid)
  })

  it('never brings the placeholder back once results were shown (a filter or another page)', () => {
    render({ items: ['a'], total: 1, loading: false })
    const grid = host.querySelector('.grid')
    render({ items: undefined, loading: true, beforeLoading: true })
    expect(host.querySelector('[role="status"]')).toBeNull()
    expect(host.querySelector('h2')?.textContent).toBe('Featured')
    expect(host.querySelector('.grid')).toBe(grid)
  })

  it('shows the error with Retry when the first answer failed', () => {
    render({ error: 'Failed to load', loading: false })
    expect(host.textContent).toContain('Failed to load')
    expect(host.querySelector('button')?.textContent).toBe('Retry')
  })

  it('renders a long first answer a screenful per task, the pagination once all are there; later answers whole', async () => {
    const letters = 'abcdefgh'.split('')
    const cards = () => [...host.querySelectorAll('article')].map((a) => a.textContent)
    render({ items: letters, total: 20, loading: false })
    // A phone's first screen (no wide media query matches here): three cards, then the rest.
    expect(cards()).toEqual(['0:a', '1:b', '2:c'])
    expect(host.querySelector('nav')).toBeNull()
    for (let turn = 0; turn < 10 && cards().length < letters.length; turn++)
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(cards()).toEqual(letters.map((letter, index) => `${index}:${letter}`))
    expect(host.querySelector('nav')?.textContent).toBe('Pages')
    render({ items: ['i', 'j', 'k', 'l', 'm'], total: 20, loading: false })
    expect(cards()).toEqual(['0:i', '1:j', '2:k', '3:l', '4:m'])
    expect(host.querySelector('nav')).not.toBeNull()
  })

  it("renders a card again only when its item, its place or the cards' dependencies change", () => {
    const calls: string[] = []
    const renderItem = (item: string, index: number) => {
      calls.push(item)
      return <article key={item}>{`${index}:${item}`}</article>
    }
    render({ items: ['a', 'b'], total: 2, loading: false, renderItem, cardDeps: ['ar'] })
    // The page renders again (a loading flag, a new renderItem), the cards do not.
    render({
      items: ['a', 'b'],
      total: 2,
      loading: true,
      renderItem: (item, index) => renderItem(item, index),
      cardDeps: ['ar'],
    })
    expect(calls).toEqual(['a', 'b'])
    render({ items: ['a', 'c'], total: 2, loading: false, renderItem, cardDeps: ['ar'] })
    expect(calls).toEqual(['a', 'b', 'c'])
    render({ items: ['a', 'c'], total: 2, loading: false, renderItem, cardDeps: ['en'] })
    expect(calls).toEqual(['a', 'b', 'c', 'a', 'c'])
  })
})

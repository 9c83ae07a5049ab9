import { present } from '@contract/narrow'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { Badge } from '@/ui/primitives/Badge'
import { Pagination } from '@/ui/lists/Pagination'
import { SkeletonCards } from '@/ui/primitives/Skeleton'

// The styles are compiled by the vanilla-extract plugin in the app build only; here class
// names stand in for them.
vi.mock('@/ui/lists/pagination.css', () => ({
  nav: 'nav',
  status: 'status',
  list: 'list',
  step: 'step',
  number: 'number',
}))
vi.mock('@/ui/primitives/skeleton.css', () => ({
  card: 'card',
  line: { short: 'short', medium: 'medium', long: 'long' },
}))
vi.mock('@/ui/primitives/badge.css', () => ({
  badge: { neutral: 'badge-neutral', primary: 'badge-primary' },
}))

// React warns unless it is told that this environment runs act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

// One host for the whole file: each render replaces the last one.
const host = document.createElement('div')
const root: Root = createRoot(host)
// Pagination reads the locale for its digits: English, so the numbers stay 1, 2, 3.
i18n.loadAndActivate({ locale: 'en', messages: {} })
const render = (node: ReactNode) => act(() => root.render(<I18nProvider i18n={i18n}>{node}</I18nProvider>))
const buttons = () => [...host.querySelectorAll('button')]
afterAll(() => act(() => root.unmount()))

const statusLabels = {
  nav: 'Pages',
  previous: 'Prev',
  next: 'Next',
  status: (page: number, pages: number) => `Page ${page} / ${pages}`,
}

describe('Pagination with a status line (the directory: Prev, "Page n / total", Next)', () => {
  it('shows the status instead of numbered buttons and steps one page at a time', () => {
    const onPageChange = vi.fn()
    render(<Pagination page={2} total={45} pageSize={20} onPageChange={onPageChange} labels={statusLabels} />)
    expect(host.querySelector('nav')?.getAttribute('aria-label')).toBe('Pages')
    expect(host.textContent).toBe('PrevPage 2 / 3Next')
    expect(buttons().map((b) => b.textContent)).toEqual(['Prev', 'Next'])
    act(() => present(buttons()[0], 'a first button').click())
    act(() => present(buttons()[1], 'a second button').click())
    expect(onPageChange.mock.calls).toEqual([[1], [3]])
  })

  it('is shown on a single page with both steps disabled, and not at all without results', () => {
    render(<Pagination page={1} total={7} pageSize={20} onPageChange={vi.fn()} labels={statusLabels} />)
    expect(host.textContent).toContain('Page 1 / 1')
    expect(buttons().map((b) => b.disabled)).toEqual([true, true])
    render(<Pagination page={1} total={0} pageSize={20} onPageChange={vi.fn()} labels={statusLabels} />)
    expect(host.querySelector('nav')).toBeNull()
  })

  it('with hideSinglePage, is shown from two pages on only', () => {
    render(
      <Pagination
        page={1}
        total={20}
        pageSize={20}
        hideSinglePage
        onPageChange={vi.fn()}
        labels={statusLabels}
      />,
    )
    expect(host.querySelector('nav')).toBeNull()
    render(
      <Pagination
        page={1}
        total={21}
        pageSize={20}
        hideSinglePage
        onPageChange={vi.fn()}
        labels={statusLabels}
      />,
    )
    expect(host.textContent).toBe('PrevPage 1 / 2Next')
  })

  it('keeps the numbered buttons, hidden on a single page, when given page labels', () => {
    const labels = {
      nav: 'Pagination',
      previous: 'Previous',
      next: 'Next',
      page: (page: string) => `Page ${page}`,
    }
    render(<Pagination page={3} total={200} pageSize={20} onPageChange={vi.fn()} labels={labels} />)
    expect(buttons().map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Previous',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Next',
    ])
    expect(host.querySelector('[aria-current="page"]')?.textContent).toBe('3')
    render(<Pagination page={1} total={20} pageSize={20} onPageChange={vi.fn()} labels={labels} />)
    expect(host.querySelector('nav')).toBeNull()
  })
})

describe('SkeletonCards and Badge options', () => {
  it('names the placeholders with the given test id (default "skeleton"), hidden from assistive technology', () => {
    render(<SkeletonCards count={6} testId="member-skeleton" />)
    expect(host.querySelectorAll('[data-testid="member-skeleton"][aria-hidden="true"]')).toHaveLength(6)
    render(<SkeletonCards count={2} />)
    expect(host.querySelectorAll('[data-testid="skeleton"]')).toHaveLength(2)
  })

  it('adds a placement class to the tone', () => {
    render(
      <>
        <Badge tone="primary" className="slot">
          Spine
        </Badge>
        <Badge>Plain</Badge>
      </>,
    )
    expect([...host.querySelectorAll('span')].map((s) => s.className)).toEqual([
      'badge-primary slot',
      'badge-neutral',
    ])
  })
})

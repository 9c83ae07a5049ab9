import { present } from '@contract/narrow'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AdminModal } from './AdminModal'
import { ConfirmDialog } from '../dialogs/ConfirmDialog'
import { DataTable } from './DataTable'
import { DeleteConfirm } from '../dialogs/DeleteConfirm'
import { LoadState } from './LoadState'
import { RowActions } from './RowActions'
import { StatCards } from './StatCards'
import { useAdminEditing } from './useAdminEditing'

// The styles are compiled by the vanilla-extract plugin in the app build only; here class
// names stand in for them.
const styles = vi.hoisted(() => {
  const names = (prefix: string, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, `${prefix}-${key}`]))
  const buttons = names('button', ['primary', 'secondary', 'ghost', 'onDark', 'danger'])
  return {
    page: {
      ...names('page', [
        'heading',
        'toolbar',
        'alert',
        'empty',
        'muted',
        'grid',
        'textarea',
        'preview',
        'thumb',
        'actions',
        'card',
      ]),
      smallButton: buttons,
      badge: names('badge', ['neutral', 'info', 'success', 'warning', 'danger']),
    },
    modal: { dialog: names('dialog', ['wide', 'narrow']), dialogActions: 'dialog-actions' },
    table: names('table', ['tableWrap', 'table', 'cell', 'nowrap', 'desktopOnly', 'mobileOnly']),
    cards: { cards: names('cards', ['stats', 'overview']), value: 'cards-value' },
    button: { button: buttons },
  }
})
vi.mock('./admin-page.css', () => styles.page)
vi.mock('./admin-modal.css', () => styles.modal)
vi.mock('./data-table.css', () => styles.table)
vi.mock('./stat-cards.css', () => styles.cards)
vi.mock('../primitives/button.css', () => styles.button)
const toast = vi.hoisted(() => ({ show: vi.fn() }))
vi.mock('../primitives/Toast', () => ({ useToast: () => toast }))

// React warns unless it is told that this environment runs act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let host: HTMLDivElement
let root: Root
const render = (node: ReactNode) => act(() => root.render(node))
const button = (name: string) =>
  present(
    [...host.querySelectorAll('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
    ),
    `a button named ${name}`,
  )

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: enough of them to see what the component asks for.
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  })
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  })
})
beforeEach(() => {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

describe('AdminModal', () => {
  it('opens as a modal named by its title, and closes when it leaves the page', () => {
    render(
      <AdminModal title="Edit event" onClose={() => {}}>
        <p>body</p>
      </AdminModal>,
    )
    const dialog = present(host.querySelector('dialog'), 'a dialog')
    expect(dialog.open).toBe(true)
    expect(
      document.getElementById(present(dialog.getAttribute('aria-labelledby'), 'a labelled dialog'))
        ?.textContent,
    ).toBe('Edit event')
    vi.mocked(HTMLDialogElement.prototype.close).mockClear()
    render(null)
    expect(HTMLDialogElement.prototype.close).toHaveBeenCalledTimes(1)
  })

  it('follows `open`, rendering nothing inside while closed', () => {
    render(
      <AdminModal open={false} title="T" onClose={() => {}}>
        <p>body</p>
      </AdminModal>,
    )
    const dialog = present(host.querySelector('dialog'), 'a dialog')
    expect(dialog.open).toBe(false)
    expect(dialog.textContent).toBe('')
    render(
      <AdminModal open title="T" onClose={() => {}}>
        <p>body</p>
      </AdminModal>,
    )
    expect(dialog.open).toBe(true)
    expect(dialog.textContent).toContain('body')
    render(
      <AdminModal open={false} title="T" onClose={() => {}}>
        <p>body</p>
      </AdminModal>,
    )
    expect(dialog.open).toBe(false)
  })

  it('Escape (cancel, then close) asks to close once', () => {
    const onClose = vi.fn()
    render(
      <AdminModal title="T" onClose={onClose}>
        <p>body</p>
      </AdminModal>,
    )
    const dialog = present(host.querySelector('dialog'), 'a dialog')
    act(() => dialog.dispatchEvent(new Event('cancel', { cancelable: true })))
    act(() => dialog.dispatchEvent(new Event('close')))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('a close by the browser without cancel is reported too', () => {
    const onClose = vi.fn()
    render(
      <AdminModal title="T" onClose={onClose}>
        <p>body</p>
      </AdminModal>,
    )
    act(() => present(host.querySelector('dialog'), 'a dialog').dispatchEvent(new Event('close')))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('a close the parent asked for (open = false) is not echoed back', () => {
    const onClose = vi.fn()
    render(
      <AdminModal open title="T" onClose={onClose}>
        <p>body</p>
      </AdminModal>,
    )
    render(
      <AdminModal open={false} title="T" onClose={onClose}>
        <p>body</p>
      </AdminModal>,
    )
    act(() => present(host.querySelector('dialog'), 'a dialog').dispatchEvent(new Event('close')))
    expect(onClose).not.toHaveBeenCalled()
  })
})

describe('ConfirmDialog', () => {
  it('says the message; Cancel closes, the confirm button confirms', () => {
    const onClose = vi.fn()
    const onConfirm = vi.fn()
    render(
      <ConfirmDialog
        title="Delete event"
        message='Delete "A"?'
        cancelLabel="Cancel"
        confirmLabel="Delete"
        danger
        onClose={onClose}
        onConfirm={onConfirm}
      />,
    )
    expect(host.querySelector('p')?.textContent).toBe('Delete "A"?')
    act(() => button('Cancel').click())
    expect(onClose).toHaveBeenCalledTimes(1)
    act(() => button('Delete').click())
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('disables the confirm button while busy, not Cancel', () => {
    render(
      <ConfirmDialog
        title="Reject"
        message="?"
        cancelLabel="Cancel"
        confirmLabel="Reject"
        busy
        onClose={() => {}}
        onConfirm={() => {}}
      />,
    )
    expect(button('Reject').disabled).toBe(true)
    expect(button('Cancel').disabled).toBe(false)
  })
})

describe('DeleteConfirm', () => {
  const props = {
    title: 'Delete event',
    message: 'Delete "A"?',
    cancelLabel: 'Cancel',
    confirmLabel: 'Delete',
    deletedText: 'Event deleted',
    onClose: () => {},
  }
  beforeEach(() => toast.show.mockClear())

  it('deletes, toasts the success, then hands over', async () => {
    const order: string[] = []
    toast.show.mockImplementation((text: string) => order.push(`toast ${text}`))
    render(
      <DeleteConfirm
        {...props}
        remove={() => Promise.resolve()}
        failedText={() => 'no'}
        onDeleted={() => order.push('deleted')}
      />,
    )
    await act(async () => button('Delete').click())
    expect(order).toEqual(['toast Event deleted', 'deleted'])
    expect(toast.show).toHaveBeenCalledWith('Event deleted', 'success')
  })

  it('toasts the failure and stays open', async () => {
    const onDeleted = vi.fn()
    render(
      <DeleteConfirm
        {...props}
        remove={() => Promise.reject(new Error('locked'))}
        failedText={(error) => (error instanceof Error ? error.message : '?')}
        onDeleted={onDeleted}
      />,
    )
    await act(async () => button('Delete').click())
    expect(toast.show).toHaveBeenCalledWith('locked', 'error')
    expect(onDeleted).not.toHaveBeenCalled()
  })
})

describe('LoadState', () => {
  const props = { onRetry: () => {}, retryLabel: 'Retry', loadingLabel: 'Loading…' }
  it('shows the error first, with Retry', () => {
    const onRetry = vi.fn()
    render(
      <LoadState {...props} onRetry={onRetry} error="Failed to load" loading empty="None">
        <p>content</p>
      </LoadState>,
    )
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('Failed to load')
    act(() => button('Retry').click())
    expect(onRetry).toHaveBeenCalled()
    expect(host.textContent).not.toContain('content')
  })

  it('then Loading…, then the empty message, then the content', () => {
    render(
      <LoadState {...props} error={null} loading empty="None">
        <p>content</p>
      </LoadState>,
    )
    expect(host.textContent).toBe('Loading…')
    render(
      <LoadState {...props} error={null} loading={false} empty="None">
        <p>content</p>
      </LoadState>,
    )
    expect(host.textContent).toBe('None')
    render(
      <LoadState {...props} error={null} loading={false} empty={null}>
        {() => <p>content</p>}
      </LoadState>,
    )
    expect(host.textContent).toBe('content')
  })
})

describe('DataTable', () => {
  const rows = [
    { id: 1, name: 'One' },
    { id: 2, name: 'Two' },
  ]
  const columns = [
    { key: 'name', header: 'Name', cell: (r: (typeof rows)[number]) => r.name },
    { key: 'id', header: 'Id', cell: (r: (typeof rows)[number]) => `#${r.id}` },
  ]
  it('is captioned, with column headers and a cell per column', () => {
    render(<DataTable caption="Things" columns={columns} rows={rows} rowKey={(r) => r.id} />)
    expect(host.querySelector('caption')?.textContent).toBe('Things')
    expect([...host.querySelectorAll('th')].map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Name', 'col'],
      ['Id', 'col'],
    ])
    expect([...host.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual(['One#1', 'Two#2'])
    expect(host.querySelector('ul')).toBeNull()
  })

  it('adds a phone list named like the table when given a card', () => {
    render(
      <DataTable
        caption="Things"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        mobileCard={(r) => <strong>{r.name}</strong>}
      />,
    )
    const list = present(host.querySelector('ul'), 'a list')
    expect(list.getAttribute('aria-label')).toBe('Things')
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['One', 'Two'])
  })
})

describe('StatCards and RowActions', () => {
  it('lists the counters under their label', () => {
    render(
      <StatCards
        label="Event statistics"
        items={[
          { label: 'Total', value: '24' },
          { label: 'Posts', value: '3', detail: '2 published' },
        ]}
        variant="overview"
      />,
    )
    expect(host.querySelector('ul')?.getAttribute('aria-label')).toBe('Event statistics')
    expect([...host.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '24Total',
      '3Posts2 published',
    ])
  })

  it('names Edit and Delete after the row', () => {
    const onEdit = vi.fn()
    const onDelete = vi.fn()
    render(
      <RowActions
        editLabel="Edit"
        deleteLabel="Delete"
        editName="Edit A"
        deleteName="Delete A"
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    )
    act(() => button('Edit A').click())
    act(() => button('Delete A').click())
    expect([onEdit.mock.calls.length, onDelete.mock.calls.length]).toEqual([1, 1])
    expect(button('Edit A').textContent).toBe('Edit')
  })
})

describe('useAdminEditing', () => {
  let crud: ReturnType<typeof useAdminEditing<string>>
  function Harness(props: Parameters<typeof useAdminEditing<string>>[0]) {
    crud = useAdminEditing<string>(props)
    return null
  }

  it('closing the form leaves the "new" address; a save also refreshes', () => {
    const onCreatingChange = vi.fn()
    const refresh = vi.fn(() => Promise.resolve())
    render(<Harness onCreatingChange={onCreatingChange} refresh={refresh} />)
    act(() => crud.edit('a'))
    expect(crud.editing).toBe('a')
    act(() => crud.closeForm())
    expect([crud.editing, onCreatingChange.mock.calls, refresh.mock.calls.length]).toEqual([
      null,
      [[false]],
      0,
    ])
    act(() => crud.edit('b'))
    act(() => crud.saved())
    expect([crud.editing, onCreatingChange.mock.calls.length, refresh.mock.calls.length]).toEqual([
      null,
      2,
      1,
    ])
  })

  it('a delete is asked, then cancelled or done (and refreshed)', () => {
    const refresh = vi.fn(() => Promise.resolve())
    render(<Harness onCreatingChange={() => {}} refresh={refresh} />)
    act(() => crud.askDelete('a'))
    expect(crud.deleting).toBe('a')
    act(() => crud.closeDelete())
    expect([crud.deleting, refresh.mock.calls.length]).toEqual([null, 0])
    act(() => crud.askDelete('b'))
    act(() => crud.deleted())
    expect([crud.deleting, refresh.mock.calls.length]).toEqual([null, 1])
  })
})

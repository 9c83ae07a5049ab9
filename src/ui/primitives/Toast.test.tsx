import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider, useToast } from './Toast'

// The styles are compiled by the vanilla-extract plugin in the app build only.
vi.mock('./toast.css', () => ({
  region: 'region',
  regionInDialog: 'regionInDialog',
  message: 'message',
  close: 'close',
  toast: { success: 'success', error: 'error', info: 'info' },
}))

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.replaceChildren()
})

function mount(): (message: string, tone?: 'success' | 'error') => void {
  let show: ((message: string, tone?: 'success' | 'error') => void) | undefined
  function Grab() {
    show = useToast().show
    return null
  }
  const host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() =>
    root?.render(
      <ToastProvider closeLabel="Close">
        <Grab />
      </ToastProvider>,
    ),
  )
  return (message, tone) => act(() => show?.(message, tone))
}

const shown = () =>
  [...document.querySelectorAll('[role="status"] li')].map((item) => item.querySelector('span')?.textContent)

describe('toasts', () => {
  it('shows the same message once when it is repeated while still on screen', () => {
    const show = mount()
    show('Session moved')
    show('Session moved')
    expect(shown()).toEqual(['Session moved'])
  })

  it('stacks different messages, and an error beside a success with the same words', () => {
    const show = mount()
    show('Session moved')
    show('Saved')
    show('Saved', 'error')
    expect(shown()).toEqual(['Session moved', 'Saved', 'Saved'])
  })
})

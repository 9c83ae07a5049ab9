import { act } from 'react'
import { hydrateRoot, createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RenderNowProvider, TICK_MS, useNow } from './clock'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const RENDERED_AT = Date.parse('2026-11-23T09:00:00.000Z')
const DEVICE_AT = Date.parse('2026-11-23T09:07:30.000Z')

function Stamp() {
  return <time>{useNow().toISOString()}</time>
}

function Page() {
  return (
    <RenderNowProvider now={RENDERED_AT}>
      <Stamp />
    </RenderNowProvider>
  )
}

let container: HTMLDivElement
let root: Root | undefined

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
  vi.setSystemTime(DEVICE_AT)
  container = document.createElement('div')
  document.body.append(container)
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('useNow', () => {
  it("the server renders with the render's time, the browser hydrates that same text without a warning, then shows its own clock", async () => {
    // The server's HTML, written at the render's time whatever the server's clock says.
    container.innerHTML = renderToString(<Page />)
    expect(container.textContent).toBe('2026-11-23T09:00:00.000Z')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const recoverable: unknown[] = []
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) })
      await Promise.resolve()
    })
    // A text that differed from the server's would be a recoverable error (and a console error).
    expect(recoverable).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    // Hydrated: the device's time.
    expect(container.textContent).toBe('2026-11-23T09:07:30.000Z')
  })

  it("a page the browser renders itself starts on the device's clock, and the time moves on every tick", () => {
    root = createRoot(container)
    act(() => root?.render(<Page />))
    expect(container.textContent).toBe('2026-11-23T09:07:30.000Z')
    act(() => vi.advanceTimersByTime(TICK_MS))
    expect(container.textContent).toBe(new Date(DEVICE_AT + TICK_MS).toISOString())
  })

  it('is the same Date between ticks, so it can key a memo or a query', () => {
    const seen: Date[] = []
    function Recorder({ label }: { label: string }) {
      seen.push(useNow())
      return <span>{label}</span>
    }
    root = createRoot(container)
    act(() => root?.render(<Recorder label="a" />))
    act(() => vi.advanceTimersByTime(TICK_MS / 3))
    act(() => root?.render(<Recorder label="b" />))
    expect(seen.length).toBeGreaterThanOrEqual(2)
    expect(new Set(seen).size).toBe(1)
  })
})

/**
 * One read shared by callers who asked before it started, never after: whatever was committed before a call
 * is in its answer. Under load, one read serves everyone who arrived during the previous one.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running = false
  let waiting:
    { promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void } | undefined

  const start = (): Promise<T> => {
    running = true
    let result: Promise<T>
    try {
      result = read()
    } catch (error) {
      result = Promise.reject(error)
    }
    const settled = () => {
      running = false
      const next = waiting
      waiting = undefined
      if (next) start().then(next.resolve, next.reject)
    }
    result.then(settled, settled)
    return result
  }

  return () => {
    if (!running) return start()
    if (!waiting) {
      let resolve: (value: T) => void = () => undefined
      let reject: (reason: unknown) => void = () => undefined
      const promise = new Promise<T>((yes, no) => {
        resolve = yes
        reject = no
      })
      waiting = { promise, resolve, reject }
    }
    return waiting.promise
  }
}

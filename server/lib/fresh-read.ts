/**
 * One read shared by every caller who asked while it had not yet started, never by one who
 * asked after it started. Each caller so gets the result of a read that began after its call:
 * whatever was committed before the call is in it. A call while no read runs starts one at
 * once (alone, a caller pays one read, as without sharing); calls while a read runs wait
 * together for the next read, which starts as soon as the running one settles (under load,
 * one read serves all who arrived during the previous one). A failed read fails the callers
 * it was started for; the next call starts afresh.
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

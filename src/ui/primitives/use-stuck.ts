import { useEffect, useState, type RefObject } from 'react'

/** The observed root stops one pixel below `offsetPx`: a stuck element crosses it, one in its place does not. */
export function useStuck(ref: RefObject<HTMLElement | null>, offsetPx: number, enabled: boolean): boolean {
  const [stuck, setStuck] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver !== 'function') {
      setStuck(false)
      return
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        // Cut at the top only: an element leaving through the bottom of the screen is not stuck.
        setStuck(entry.intersectionRatio < 1 && entry.boundingClientRect.top <= offsetPx + 1)
      },
      { rootMargin: `-${offsetPx + 1}px 0px 0px 0px`, threshold: [1] },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, offsetPx, enabled])
  return stuck
}

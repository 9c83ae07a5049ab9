import { COUNTER_ANIMATION } from '@contract/constants'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { counterValue } from '../model'
import * as css from './home.css'
import { formatNumber } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'

export interface CounterItem {
  label: string
  value: number
}

/** The counters animate linearly over 2000 ms once the block is 50% visible. */
export function HomeCounters({ items }: { items: readonly CounterItem[] }) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const ref = useRef<HTMLElement>(null)
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [now, setNow] = useState(0)

  useEffect(() => {
    const element = ref.current
    if (!element || startedAt !== null) return
    if (typeof IntersectionObserver === 'undefined') {
      setStartedAt(performance.now() - COUNTER_ANIMATION.durationMs)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          const at = performance.now()
          setStartedAt(at)
          setNow(at)
          observer.disconnect()
        }
      },
      { threshold: COUNTER_ANIMATION.visibilityThreshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [startedAt])

  useEffect(() => {
    if (startedAt === null) return
    let frame = 0
    const tick = (time: number) => {
      setNow(time)
      if (time - startedAt < COUNTER_ANIMATION.durationMs) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [startedAt])

  const elapsed = startedAt === null ? 0 : now - startedAt
  return (
    <section ref={ref} className={css.counters} aria-label={t`The society in numbers`}>
      {items.map((item) => (
        <div key={item.label} className={css.counter}>
          {/* The final number for assistive technology; the animated one is decoration. */}
          <span className={css.counterValue} aria-hidden="true">
            {formatNumber(counterValue(item.value, elapsed, COUNTER_ANIMATION.durationMs), locale)}
          </span>
          <span className={css.visuallyHidden}>{formatNumber(item.value, locale)}</span>
          <span className={css.counterLabel}>{item.label}</span>
        </div>
      ))}
    </section>
  )
}

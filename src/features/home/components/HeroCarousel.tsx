import { CAROUSEL } from '@contract/constants'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { nextSlide } from '../model'
import * as css from './home.css'
import { formatNumber } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'

/**
 * 3 slides advancing every 6000 ms with clickable indicators. It pauses while
 * hovered or focused, and never moves by itself for visitors who ask for reduced motion.
 */
export function HeroCarousel() {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const n = (value: number) => formatNumber(value, locale)
  const slides = [
    {
      title: t`Annual Orthopedic Conference`,
      text: t`Three days of lectures, live surgery and workshops with leading surgeons.`,
    },
    {
      title: t`Continuing medical education`,
      text: t`Accredited courses, webinars and hands-on training all year round.`,
    },
    {
      title: t`A connected community`,
      text: t`Find colleagues by specialty and city in the member directory.`,
    },
  ].slice(0, CAROUSEL.slides)
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  )

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)')
    if (!query) return
    const onChange = () => setReduced(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  useEffect(() => {
    if (paused || reduced) return
    const timer = window.setInterval(
      () => setCurrent((value) => nextSlide(value, slides.length)),
      CAROUSEL.intervalMs,
    )
    return () => window.clearInterval(timer)
  }, [paused, reduced, slides.length])

  return (
    <section
      className={css.carousel}
      aria-roledescription="carousel"
      aria-label={t`Highlights`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div aria-live={paused || reduced ? 'polite' : 'off'}>
        {slides.map((slide, index) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={t`${n(index + 1)} of ${n(slides.length)}`}
            hidden={index !== current}
            className={css.slide}
          >
            <p className={css.slideTitle}>{slide.title}</p>
            <p className={css.slideText}>{slide.text}</p>
          </div>
        ))}
      </div>
      <div className={css.indicators}>
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            className={css.indicator}
            aria-label={t`Show slide ${n(index + 1)}: ${slide.title}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => setCurrent(index)}
          />
        ))}
      </div>
    </section>
  )
}

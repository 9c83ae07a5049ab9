import type { Locale } from '@contract/constants'
import { useId } from 'react'

type LogoVariant = 'full' | 'mark'
type LogoTheme = 'default' | 'white'

export interface LogoProps {
  variant?: LogoVariant
  theme?: LogoTheme
  locale: Locale
  /** Accessible name; pass an empty string when the logo sits beside the same text. */
  label: string
  height?: number
  className?: string
}

const WORDMARK: Record<Locale, { title: string; subtitle: string }> = {
  ar: { title: 'الجمعية السعودية', subtitle: 'لجراحة العظام' },
  en: { title: 'Saudi Orthopedic', subtitle: 'Society' },
}

const PALETTE: Record<LogoTheme, { ring: string; bone: string; text: string; accent: string }> = {
  default: { ring: '#0b4f6c', bone: '#ffffff', text: '#0b4f6c', accent: '#b7791f' },
  white: { ring: '#ffffff', bone: '#0b4f6c', text: '#ffffff', accent: '#f2c46d' },
}

export function Logo({
  variant = 'full',
  theme = 'default',
  locale,
  label,
  height = 40,
  className,
}: LogoProps) {
  const titleId = useId()
  const colors = PALETTE[theme]
  const rtl = locale === 'ar'
  const width = variant === 'mark' ? height : Math.round(height * 4.6)
  const markX = variant === 'mark' || !rtl ? 0 : 184 - 40
  // Positions are computed left to right; the bidi algorithm still shapes the Arabic text.
  const textAnchor = rtl ? 'end' : 'start'
  const textX = rtl ? markX - 6 : 48
  const decorative = label === ''
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={variant === 'mark' ? '0 0 40 40' : '0 0 184 40'}
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-labelledby={decorative ? undefined : titleId}
      focusable="false"
    >
      {decorative ? null : <title id={titleId}>{label}</title>}
      <g transform={`translate(${markX} 0)`}>
        <circle cx="20" cy="20" r="19" fill={colors.ring} />
        <circle cx="20" cy="20" r="15.5" fill="none" stroke={colors.accent} strokeWidth="1.5" />
        <g transform="rotate(-45 20 20)" fill={colors.bone}>
          <rect x="17.6" y="10" width="4.8" height="20" rx="1.6" />
          <circle cx="17.2" cy="10.2" r="3" />
          <circle cx="22.8" cy="10.2" r="3" />
          <circle cx="17.2" cy="29.8" r="3" />
          <circle cx="22.8" cy="29.8" r="3" />
        </g>
      </g>
      {variant === 'full' ? (
        <g
          fill={colors.text}
          fontFamily="'IBM Plex Sans Arabic', 'Plex Fallback', 'Noto Sans Arabic', 'Noto Sans', 'Segoe UI', Tahoma, sans-serif"
        >
          <text x={textX} y="17" fontSize="14" fontWeight="700" textAnchor={textAnchor} direction="ltr">
            {WORDMARK[locale].title}
          </text>
          <text
            x={textX}
            y="34"
            fontSize="12.5"
            fontWeight="500"
            textAnchor={textAnchor}
            direction="ltr"
            fill={colors.accent}
          >
            {WORDMARK[locale].subtitle}
          </text>
        </g>
      ) : null}
    </svg>
  )
}

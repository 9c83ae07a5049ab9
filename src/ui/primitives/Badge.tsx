import type { ReactNode } from 'react'
import { badge, type BadgeTone } from './badge.css'

/** `className` places the badge in its container (e.g. `justify-self: start` in a grid, where it would otherwise stretch). */
export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone
  className?: string
  children: ReactNode
}) {
  return <span className={className ? `${badge[tone]} ${className}` : badge[tone]}>{children}</span>
}

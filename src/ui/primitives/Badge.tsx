import type { ReactNode } from 'react'
import { badge, type BadgeTone } from './badge.css'

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

import type { ReactNode } from 'react'
import { badge, type BadgeTone } from './badge.css'

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={badge[tone]}>{children}</span>
}

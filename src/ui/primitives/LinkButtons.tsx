import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { button } from './button.css'

/** The app's pages a row of link buttons leads to. */
type LinkTarget = '/dashboard' | '/members' | '/register' | '/events' | '/resources' | '/jobs' | '/about'

export interface LinkButton {
  to: LinkTarget
  label: ReactNode
  /** The row's one main action, standing out on a dark band; the others are secondary buttons. */
  main?: boolean
}

/** A row of links that look like buttons (a hero's or a banner's actions, an empty state's ways out). */
export function LinkButtons({ links, className }: { links: readonly LinkButton[]; className: string }) {
  return (
    <div className={className}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={link.main ? button.onDark : button.secondary}>
          {link.label}
        </Link>
      ))}
    </div>
  )
}

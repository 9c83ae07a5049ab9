import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { button } from './button.css'

type LinkTarget = '/dashboard' | '/members' | '/register' | '/events' | '/resources' | '/jobs' | '/about'

export interface LinkButton {
  to: LinkTarget
  label: ReactNode
  main?: boolean
}

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

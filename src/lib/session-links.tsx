import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

/**
 * A link to an in-app path given as a string (e.g. `/members/12`, `/complete-profile`),
 * navigated by the router without a page load. Used where the target depends on the
 * session and its route may belong to another screen's file.
 */
export function PathLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter()
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <a href={href} onClick={handle} {...rest} />
}

import { useMatch, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * How an item's own address (/news/12) is shown. Opened from its list in this document, the
 * item is a dialog over that list (closing it keeps the list's search); anywhere else — the
 * server's render, a reload, a shared link, a link from another page — it is a page of its own.
 *
 * The list's links say so in the history entry's state (TanStack Router's `state` option of a
 * link), carrying this document's key. The server never sees history state, and a new document
 * (a reload, a link opened cold) has a new key even where the browser kept an entry's state, so
 * the server and the hydrating browser both render the page: no hydration mismatch.
 */
const DOCUMENT_KEY = String(performance.timeOrigin)

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The key of the document whose list opened this item over itself. */
    overList?: string
  }
}

/** The `state` of a list's link to one of its items: the item opens over the list. */
export const OVER_LIST = { overList: DOCUMENT_KEY }

function isOverList(state: { overList?: string } | undefined): boolean {
  return state?.overList === DOCUMENT_KEY
}

/**
 * Over the list while either the address being opened or the one shown says so: closing the
 * dialog (a navigation back to the list) keeps the list and the dialog as they are until the
 * list is the page again, so the list is not rebuilt and focus goes back to the opener.
 */
function overListNow(state: {
  location: { state: { overList?: string } }
  resolvedLocation?: { state: { overList?: string } }
}): boolean {
  return isOverList(state.location.state) || isOverList(state.resolvedLocation?.state)
}

/** Whether the item at this address opens over its list (a dialog) rather than as a page. */
export function useOverList(): boolean {
  return useRouterState({ select: overListNow })
}

/** Whether one of the list's items is shown as a page of its own here: the list then renders nothing behind it. */
export function useItemPageOf(itemRouteId: string): boolean {
  return useRouterState({
    select: (state) => !overListNow(state) && state.matches.some((match) => match.routeId === itemRouteId),
  })
}

/** Whether an address shows its list: the list itself, or one of its items opened over it. A list's loader skips its prefetch otherwise. */
export function listShown(
  location: { pathname: string; state: { overList?: string } | undefined },
  listPath: string,
): boolean {
  return location.pathname.replace(/\/+$/, '') === listPath || isOverList(location.state)
}

/**
 * Once an item is shown, its route's head is computed again when its loader had no copy of it
 * (a navigation in the browser to an item this device did not have): the tab then says the
 * item's title instead of its list's name.
 */
export function useItemHead(ready: boolean): void {
  const router = useRouter()
  const match = useMatch({
    strict: false,
    select: (found) => ({ id: found.id, known: found.loaderData !== undefined }),
  })
  useEffect(() => {
    if (ready && !match.known) void router.invalidate({ filter: (candidate) => candidate.id === match.id })
  }, [ready, match.known, match.id, router])
}

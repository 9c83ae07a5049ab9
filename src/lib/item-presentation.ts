import { useRouterState } from '@tanstack/react-router'

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

/** Whether the item at this address opens over its list (a dialog) rather than as a page. */
export function useOverList(): boolean {
  return useRouterState({ select: (state) => isOverList(state.location.state) })
}

/** Whether one of the list's items is shown as a page of its own here: the list then renders nothing behind it. */
export function useItemPageOf(itemRouteId: string): boolean {
  return useRouterState({ select: (state) => !isOverList(state.location.state) && state.matches.some((match) => match.routeId === itemRouteId) })
}

/** Whether an address shows its list: the list itself, or one of its items opened over it. A list's loader skips its prefetch otherwise. */
export function listShown(location: { pathname: string; state: { overList?: string } | undefined }, listPath: string): boolean {
  return location.pathname.replace(/\/+$/, '') === listPath || isOverList(location.state)
}

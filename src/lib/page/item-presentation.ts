import { useMatch, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * Opened from its list in this document, an item is a dialog over the list; anywhere else a page.
 * The server never sees history state and a new document has a new key: no hydration mismatch.
 */
const DOCUMENT_KEY = String(performance.timeOrigin)

declare module '@tanstack/react-router' {
  interface HistoryState {
    overList?: string
  }
}

export const OVER_LIST = { overList: DOCUMENT_KEY }

function isOverList(state: { overList?: string } | undefined): boolean {
  return state?.overList === DOCUMENT_KEY
}

/** Closing the dialog keeps the list as it is, so focus goes back to the opener. */
function overListNow(state: {
  location: { state: { overList?: string } }
  resolvedLocation?: { state: { overList?: string } }
}): boolean {
  return isOverList(state.location.state) || isOverList(state.resolvedLocation?.state)
}

export function useOverList(): boolean {
  return useRouterState({ select: overListNow })
}

export function useItemPageOf(itemRouteId: string): boolean {
  return useRouterState({
    select: (state) => !overListNow(state) && state.matches.some((match) => match.routeId === itemRouteId),
  })
}

export function listShown(
  location: { pathname: string; state: { overList?: string } | undefined },
  listPath: string,
): boolean {
  return location.pathname.replace(/\/+$/, '') === listPath || isOverList(location.state)
}

/** The head is computed again once an item the loader had no copy of is shown. */
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

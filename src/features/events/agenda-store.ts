import { useSyncExternalStore } from 'react'
import type { LocalAgenda } from './programme-model'

/**
 * "My agenda" on this device: one localStorage entry per event, for everybody (a visitor's
 * stars stay on the phone; a member's are also synced, see agenda-outbox.ts). Screens
 * subscribe, so a star shows at once everywhere the event is open, in any tab.
 */
const keyOf = (eventId: number) => `agenda:${eventId}`
const listeners = new Set<() => void>()
const cache = new Map<number, LocalAgenda | undefined>()

function parse(raw: string | null): LocalAgenda | undefined {
  if (!raw) return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object') return undefined
    const { session_ids, changed_at, synced } = value as Record<string, unknown> // fields checked one by one below
    if (
      !Array.isArray(session_ids) ||
      !session_ids.every((id) => Number.isInteger(id)) ||
      typeof changed_at !== 'string' ||
      typeof synced !== 'boolean'
    )
      return undefined
    return { session_ids: session_ids.map(Number), changed_at, synced }
  } catch {
    return undefined
  }
}

export function readAgenda(eventId: number): LocalAgenda | undefined {
  if (!cache.has(eventId)) {
    let raw: string | null = null
    try {
      raw = localStorage.getItem(keyOf(eventId))
    } catch {
      // Storage blocked: stars last for this page only.
    }
    cache.set(eventId, parse(raw))
  }
  return cache.get(eventId)
}

export function writeAgenda(eventId: number, agenda: LocalAgenda): void {
  cache.set(eventId, agenda)
  try {
    localStorage.setItem(keyOf(eventId), JSON.stringify(agenda))
  } catch {
    // Storage full or blocked: kept in memory for this page.
  }
  listeners.forEach((listener) => listener())
}

/** Marks the device's set as on the server, if it is still the set that was sent. */
export function markAgendaSynced(eventId: number, sent: readonly number[]): void {
  const current = readAgenda(eventId)
  if (!current || current.synced) return
  const same =
    current.session_ids.length === sent.length && current.session_ids.every((id) => sent.includes(id))
  if (same) writeAgenda(eventId, { ...current, synced: true })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith('agenda:')) return
    cache.delete(Number(event.key.slice('agenda:'.length)))
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useLocalAgenda(eventId: number): LocalAgenda | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readAgenda(eventId),
    () => undefined,
  )
}

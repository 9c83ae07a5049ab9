import { describe, expect, it } from 'vitest'
import { foldAgendas } from './agenda-outbox'
import { markAgendaSynced, readAgenda, writeAgenda } from './agenda-store'

describe('agenda saves in the outbox', () => {
  it('fold into one entry holding the latest set of every event touched', () => {
    expect(foldAgendas({ agendas: { 1: [3], 2: [5] } }, { agendas: { 1: [3, 4] } })).toEqual({
      agendas: { 1: [3, 4], 2: [5] },
    })
    expect(foldAgendas({ agendas: { 1: [3] } }, { agendas: { 1: [] } })).toEqual({ agendas: { 1: [] } })
  })

  it('mark the device set synced only when it is still the set that was sent', () => {
    writeAgenda(7, { session_ids: [1, 2], changed_at: '2099-01-01T00:00:00.000Z', synced: false })
    markAgendaSynced(7, [1])
    expect(readAgenda(7)?.synced).toBe(false)
    markAgendaSynced(7, [2, 1])
    expect(readAgenda(7)).toEqual({
      session_ids: [1, 2],
      changed_at: '2099-01-01T00:00:00.000Z',
      synced: true,
    })
  })
})

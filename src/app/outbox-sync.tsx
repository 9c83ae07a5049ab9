import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { clearDoors } from '@/features/check-in/door-store'
import { CHECK_IN_SCAN, sendCheckInScan } from '@/features/check-in/scan-sender'
import { CPD_ACTIVITY_ADD, sendQueuedActivity } from '@/features/cpd/offline-activities'
import { AGENDA_SAVE, sendAgendaSave } from '@/features/events/agenda-outbox'
import { sendProfileEdit } from '@/features/profile/offline-edits'
import { CPD_ENTITY } from '@/features/cpd/api/cpd-queries'
import { clearOutbox, flushOutbox } from '@/lib/offline/outbox'
import { PROFILE_EDIT } from '@/lib/offline/profile-outbox'
import { onPwaEvent } from '@/lib/pwa/pwa'
import { onLogout, useSession } from '@/lib/session/session'
import { TICKETS_ENTITY } from '@/lib/member/tickets'
import { useToast } from '@/ui/primitives/Toast'

const senders = {
  [PROFILE_EDIT]: sendProfileEdit,
  [AGENDA_SAVE]: sendAgendaSave,
  [CHECK_IN_SCAN]: sendCheckInScan,
  [CPD_ACTIVITY_ADD]: sendQueuedActivity,
}

/** Queued edits and a door's scans belong to the one who made them: signing out discards them. */
export function OutboxSync() {
  const queryClient = useQueryClient()
  const { user } = useSession()
  const signedIn = !!user
  const { t } = useLingui()
  const toast = useToast()
  const sentMessage = useRef(t`Your profile changes were sent and saved.`)
  sentMessage.current = t`Your profile changes were sent and saved.`
  const activitySent = useRef(t`Your CPD activity was sent and saved.`)
  activitySent.current = t`Your CPD activity was sent and saved.`
  const showToast = useRef(toast.show)
  showToast.current = toast.show

  useEffect(() => {
    if (!signedIn) return
    const flush = async () => {
      if (!navigator.onLine) return
      const summary = await flushOutbox(senders)
      if (summary.sentKinds.includes(PROFILE_EDIT)) showToast.current(sentMessage.current, 'success')
      if (summary.sentKinds.includes(CPD_ACTIVITY_ADD)) showToast.current(activitySent.current, 'success')
      if (summary.sent > 0) {
        await queryClient.invalidateQueries({ queryKey: ['profile'] })
        await queryClient.invalidateQueries({ queryKey: ['members'] })
        await queryClient.invalidateQueries({ queryKey: [TICKETS_ENTITY, 'agenda'] })
        await queryClient.invalidateQueries({ queryKey: [CPD_ENTITY] })
      }
    }
    void flush()
    window.addEventListener('online', flush)
    const stopPwa = onPwaEvent((event) => {
      if (event.type === 'flush-outbox') void flush()
    })
    return () => {
      window.removeEventListener('online', flush)
      stopPwa()
    }
  }, [signedIn, queryClient])

  useEffect(() => onLogout(() => void Promise.all([clearOutbox(), clearDoors()])), [])
  return null
}

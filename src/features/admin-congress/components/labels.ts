import type { ProgrammeWarning, SessionType } from '@contract/programme'
import { useLingui } from '@lingui/react/macro'
import { ADMIN_SESSION_TYPE_LABELS } from '@/lib/i18n/session-type-labels'

/** The session types as the back office names them. */
export function useSessionTypeLabel(): (type: SessionType) => string {
  const { i18n } = useLingui()
  return (type) => i18n._(ADMIN_SESSION_TYPE_LABELS[type])
}

/** A clash's badge ("Room clash") and its sentence naming the two sessions. */
export function useWarningText() {
  const { t } = useLingui()
  return {
    badge: (warning: ProgrammeWarning) => (warning.kind === 'room' ? t`Room clash` : t`Speaker clash`),
    sentence: (warning: ProgrammeWarning, first: string, second: string) => {
      const subject = warning.subject
      return warning.kind === 'room'
        ? t`${subject} is booked for “${first}” and “${second}” at the same time.`
        : t`${subject} speaks in “${first}” and “${second}” at the same time.`
    },
  }
}

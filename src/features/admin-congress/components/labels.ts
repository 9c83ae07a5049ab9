import type { ProgrammeWarning, SessionType } from '@contract/programme'
import { useLingui } from '@lingui/react/macro'

/** The session types as the back office names them. */
export function useSessionTypeLabel(): (type: SessionType) => string {
  const { t } = useLingui()
  const labels: Record<SessionType, string> = {
    keynote: t`Keynote`,
    lecture: t`Lecture`,
    panel: t`Panel discussion`,
    workshop: t`Workshop`,
    symposium: t`Symposium`,
    free_papers: t`Free papers`,
    poster: t`Posters`,
    break: t`Break`,
    ceremony: t`Ceremony`,
    other: t`Other`,
  }
  return (type) => labels[type]
}

/** A clash's badge ("Room clash") and its sentence naming the two sessions. */
export function useWarningText() {
  const { t } = useLingui()
  return {
    badge: (warning: ProgrammeWarning) => (warning.kind === 'room' ? t`Room clash` : t`Speaker clash`),
    sentence: (warning: ProgrammeWarning, first: string, second: string) => {
      const subject = warning.subject
      return warning.kind === 'room' ? t`${subject} is booked for “${first}” and “${second}” at the same time.` : t`${subject} speaks in “${first}” and “${second}” at the same time.`
    },
  }
}

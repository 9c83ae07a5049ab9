import type { SessionType } from '@contract/programme'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Shared by the member programme and the back office (features may not import each other). */
export const SESSION_TYPE_LABELS: Record<SessionType, MessageDescriptor> = {
  keynote: msg`Keynote`,
  lecture: msg`Lecture`,
  panel: msg`Panel`,
  workshop: msg`Workshop`,
  symposium: msg`Symposium`,
  free_papers: msg`Free papers`,
  poster: msg`Posters`,
  break: msg`Break`,
  ceremony: msg`Ceremony`,
  other: msg`Session`,
}

export const ADMIN_SESSION_TYPE_LABELS: Record<SessionType, MessageDescriptor> = {
  ...SESSION_TYPE_LABELS,
  panel: msg`Panel discussion`,
  other: msg`Other`,
}

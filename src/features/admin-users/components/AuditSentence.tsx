import type { AuditEntry } from '@contract/audit'
import { genderKey } from '@contract/gender'
import { Trans } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { BilingualText } from '@/ui/text/BilingualText'
import { actorOf, sentenceMessage } from '../audit-sentences'
import * as css from './audit.css'

/**
 * An entry as one sentence: the actor and the item isolated in their own direction, the item in
 * its own language; the Arabic verb agrees with the actor's gender (neutral when unknown).
 */
export function AuditSentence({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui()
  const { id, message } = sentenceMessage(entry)
  return (
    <p className={css.sentence}>
      <Trans
        id={id}
        message={message}
        values={{
          actor: <bdi dir="auto">{actorOf(entry, i18n)}</bdi>,
          title: <BilingualText ar={entry.subject_ar} en={entry.subject_en} single={entry.subject} />,
          gender: genderKey(entry.actor_gender),
        }}
      />
    </p>
  )
}

import type { Role } from '@contract/constants'
import type { LifecycleUser } from '@contract/users'
import { genderKey } from '@contract/gender'
import { select } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ConfirmDialog } from '@/ui/dialogs/ConfirmDialog'
import { PersonName } from '@/ui/text/PersonName'
import { ROLE_LABELS } from './labels'

/**
 * A change of someone's access, waiting for the admin's yes. A role change may come with a
 * change of the active state (one save of the edit form).
 */
export type AccessChange =
  | {
      kind: 'activate' | 'deactivate' | 'sendActivation' | 'approve' | 'reject'
      user: LifecycleUser
    }
  | {
      kind: 'changeRole'
      user: LifecycleUser
      role: Role
      isActive?: boolean | undefined
    }

/**
 * Asks before any change of someone's access, naming the person (their own writing, so
 * `dir="auto"`) and what the change does to them. The question is neutral; the sentence of its
 * consequence agrees with the person in Arabic (a `select` on the gender, neutral when unset).
 * Cancel and Escape change nothing; focus goes back to the button that opened it.
 */
export function AccessChangeDialog({
  change,
  busy,
  onConfirm,
  onClose,
}: {
  change: AccessChange | null
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const text = useAccessChangeText(change)
  return (
    <ConfirmDialog
      size="narrow"
      open={change !== null}
      title={text?.title ?? ''}
      message={text?.message ?? ''}
      confirmLabel={text?.confirm ?? ''}
      cancelLabel={<Trans>Cancel</Trans>}
      danger={text?.danger}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  )
}

function useAccessChangeText(change: AccessChange | null): {
  title: string
  message: ReactNode
  confirm: string
  danger: boolean
} | null {
  const { t, i18n } = useLingui()
  if (!change) return null
  const name = <PersonName person={change.user} fallback={change.user.email} />
  const gender = genderKey(change.user.gender)
  switch (change.kind) {
    case 'activate':
      return {
        title: t`Activate user`,
        message: (
          <>
            <Trans>
              Activate <span>{name}</span>?
            </Trans>{' '}
            {t`${select(gender, {
              female: 'They can sign in at once.',
              male: 'They can sign in at once.',
              other: 'They can sign in at once.',
            })}`}
          </>
        ),
        confirm: t`Activate`,
        danger: false,
      }
    case 'deactivate':
      return {
        title: t`Deactivate user`,
        message: (
          <>
            <Trans>
              Deactivate <span>{name}</span>?
            </Trans>{' '}
            {t`${select(gender, {
              female: 'They will be signed out and cannot sign in until reactivated.',
              male: 'They will be signed out and cannot sign in until reactivated.',
              other: 'They will be signed out and cannot sign in until reactivated.',
            })}`}
          </>
        ),
        confirm: t`Deactivate`,
        danger: true,
      }
    case 'sendActivation':
      return {
        title: t`Send activation email`,
        message: (
          <>
            <Trans>
              Send a new activation email to <span>{name}</span>?
            </Trans>{' '}
            {t`${select(gender, {
              female:
                'The account stays inactive until they open the new link, and any earlier link stops working.',
              male: 'The account stays inactive until they open the new link, and any earlier link stops working.',
              other:
                'The account stays inactive until they open the new link, and any earlier link stops working.',
            })}`}
          </>
        ),
        confirm: t`Send activation`,
        danger: false,
      }
    case 'approve':
      return {
        title: t`Approve registration`,
        message: (
          <>
            <Trans>
              Approve <span>{name}</span>?
            </Trans>{' '}
            {t`${select(gender, {
              female: 'An activation email will be sent; they can sign in once they open its link.',
              male: 'An activation email will be sent; they can sign in once they open its link.',
              other: 'An activation email will be sent; they can sign in once they open its link.',
            })}`}
          </>
        ),
        confirm: t`Approve`,
        danger: false,
      }
    case 'reject':
      return {
        title: t`Reject registration`,
        message: (
          <>
            <Trans>
              Reject <span>{name}</span>?
            </Trans>{' '}
            {t`${select(gender, {
              female:
                'They will be signed out, cannot sign in, and any activation link already sent stops working.',
              male: 'They will be signed out, cannot sign in, and any activation link already sent stops working.',
              other:
                'They will be signed out, cannot sign in, and any activation link already sent stops working.',
            })}`}
          </>
        ),
        confirm: t`Reject`,
        danger: true,
      }
    case 'changeRole': {
      const from = i18n._(ROLE_LABELS[change.user.role])
      const to = i18n._(ROLE_LABELS[change.role])
      const state =
        change.isActive === false
          ? t`${select(gender, {
              female: 'They will also be signed out and cannot sign in until reactivated.',
              male: 'They will also be signed out and cannot sign in until reactivated.',
              other: 'They will also be signed out and cannot sign in until reactivated.',
            })}`
          : change.isActive === true
            ? t`${select(gender, {
                female: 'The account also becomes active: they can sign in at once.',
                male: 'The account also becomes active: they can sign in at once.',
                other: 'The account also becomes active: they can sign in at once.',
              })}`
            : null
      return {
        title: t`Change role`,
        message: (
          <>
            <Trans>
              Change the role of <span>{name}</span> from {from} to {to}?
            </Trans>{' '}
            {t`${select(gender, {
              female: 'What they may see and do changes at once.',
              male: 'What they may see and do changes at once.',
              other: 'What they may see and do changes at once.',
            })}`}
            {state ? <> {state}</> : null}
          </>
        ),
        confirm: t`Change role`,
        danger: change.isActive === false,
      }
    }
  }
}

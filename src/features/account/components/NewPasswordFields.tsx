import { useLingui } from '@lingui/react/macro'
import { TextField } from '@/ui/primitives/Field'
import type { NewPasswordErrors } from '../model'

/** "New password" and its confirmation, with the registration rule as a hint (reset and change forms). */
export function NewPasswordFields({
  password,
  confirm,
  errors,
  onPassword,
  onConfirm,
}: {
  password: string
  confirm: string
  errors: NewPasswordErrors
  onPassword: (value: string) => void
  onConfirm: (value: string) => void
}) {
  const { t } = useLingui()
  const passwordError =
    errors.password === 'required'
      ? t`Password is required.`
      : errors.password === 'tooShort'
        ? t`Password must be at least 8 characters.`
        : undefined
  const confirmError =
    errors.confirm === 'required'
      ? t`Please type the new password again.`
      : errors.confirm === 'mismatch'
        ? t`The two passwords do not match.`
        : undefined
  return (
    <>
      <TextField
        label={t`New password`}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        hint={t`At least 8 characters.`}
        error={passwordError}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={confirmError}
      />
    </>
  )
}

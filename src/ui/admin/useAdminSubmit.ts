import { useState, type FormEvent } from 'react'

export function useAdminSubmit({
  save,
  onSaved,
  failed,
}: {
  save: () => Promise<unknown>
  onSaved: () => void
  failed: (error: unknown) => string
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    save()
      .then(onSaved)
      .catch((failure: unknown) => setError(failed(failure)))
      .finally(() => setBusy(false))
  }
  return { error, setError, busy, submit }
}

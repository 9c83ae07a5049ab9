import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { certificateCodeOf } from '../model'
import * as css from './certificates.css'
import { button } from '@/ui/primitives/button.css'
import { TextField } from '@/ui/primitives/Field'

/** Type a certificate's code (as printed, in any case, with or without dashes) and open its verification. */
export function CertificateCodeForm({ initial = '' }: { initial?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [text, setText] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = certificateCodeOf(text)
    if (!code) {
      setError(t`Enter the 12-character code printed under the QR code, e.g. K7QM-2XH9-PA4D.`)
      input.current?.focus()
      return
    }
    setError(null)
    void navigate({ to: '/certificates/$code', params: { code } })
  }

  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <TextField
        ref={input}
        label={<Trans>Certificate code</Trans>}
        hint={<Trans>Printed under the QR code on the certificate.</Trans>}
        error={error}
        value={text}
        onChange={(event) => setText(event.target.value)}
        name="code"
        dir="ltr"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        placeholder="XXXX-XXXX-XXXX"
      />
      <button type="submit" className={button.primary}>
        <Trans>Verify</Trans>
      </button>
    </form>
  )
}

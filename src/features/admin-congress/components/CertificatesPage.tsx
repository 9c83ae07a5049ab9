import type { Accreditation, Certificate } from '@contract/certificates'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { errorMessage } from '@/lib/http/errors'
import { formatDate, formatNumber, pickLang } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import { FormError } from '@/ui/admin/AdminForm'
import * as page from '@/ui/admin/admin-page.css'
import { button } from '@/ui/primitives/button.css'
import { ConfirmDialog } from '@/ui/dialogs/ConfirmDialog'
import { DataTable } from '@/ui/admin/DataTable'
import { FileField, TextField } from '@/ui/primitives/Field'
import { LoadState } from '@/ui/admin/LoadState'
import { useToast } from '@/ui/primitives/Toast'
import {
  congressQueries,
  issueCertificates,
  revokeCertificate,
  saveAccreditation,
  uploadImage,
} from '../api/congress-queries'
import { CREDIT_INPUT, parseCredits } from '../model'
import { CongressFrame } from './CongressFrame'
import * as css from './congress.css'
import { PersonName } from '@/ui/text/PersonName'

/**
 * An event's CME work: the accreditation printed on the certificates, the checked-in
 * attendees with the credits each would get (select some or all → issue), and the issued
 * certificates with their PDF and a revoke.
 */
export function CertificatesPage({ eventId }: { eventId: number }) {
  const { t } = useLingui()
  const accreditation = useQuery(congressQueries.accreditation(eventId))
  return (
    <CongressFrame eventId={eventId} current="certificates" title={t`Certificates`}>
      <section className={css.section} aria-labelledby="accreditation-heading">
        <h2 id="accreditation-heading">{t`Accreditation`}</h2>
        <LoadState
          error={
            accreditation.isError
              ? errorMessage(accreditation.error, t`Failed to load the accreditation`)
              : null
          }
          onRetry={() => void accreditation.refetch()}
          retryLabel={t`Retry`}
          loading={!accreditation.data}
          loadingLabel={t`Loading…`}
          empty={null}
        >
          {() =>
            accreditation.data ? (
              <AccreditationForm
                key={accreditation.data.event_id}
                eventId={eventId}
                saved={accreditation.data}
              />
            ) : null
          }
        </LoadState>
      </section>
      <IssueSection eventId={eventId} />
      <IssuedSection eventId={eventId} />
    </CongressFrame>
  )
}

function AccreditationForm({ eventId, saved }: { eventId: number; saved: Accreditation }) {
  const { t } = useLingui()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [form, setForm] = useState({
    body: saved.body,
    number: saved.number,
    accredited_on: saved.accredited_on ?? '',
    max_credits: saved.max_credits === null ? '' : String(saved.max_credits),
    logo_url: saved.logo_url,
  })
  const [error, setError] = useState<string | null>(null)
  const [maxError, setMaxError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const set = (change: Partial<typeof form>) => setForm({ ...form, ...change })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const max = form.max_credits.trim() === '' ? null : parseCredits(form.max_credits)
    if (form.max_credits.trim() !== '' && max === null) {
      setMaxError(t`Enter credits in steps of 0.25.`)
      return
    }
    setMaxError(undefined)
    setBusy(true)
    setError(null)
    saveAccreditation(eventId, {
      body: form.body,
      number: form.number,
      accredited_on: form.accredited_on || null,
      max_credits: max,
      logo_url: form.logo_url,
    })
      .then((answer) => {
        queryClient.setQueryData(congressQueries.accreditation(eventId).queryKey, answer)
        void queryClient.invalidateQueries({ queryKey: congressQueries.eligible(eventId).queryKey })
        toast.show(t`Accreditation saved`, 'success')
      })
      .catch((failure: unknown) => setError(errorMessage(failure, t`Failed to save the accreditation`)))
      .finally(() => setBusy(false))
  }
  const upload = (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    uploadImage(file)
      .then(({ url }) => set({ logo_url: url }))
      .catch((failure: unknown) => setError(errorMessage(failure, t`The logo could not be uploaded`)))
      .finally(() => setBusy(false))
  }
  return (
    <form onSubmit={submit} className={page.card}>
      <FormError error={error} />
      <div className={page.grid}>
        <TextField
          label={t`Accrediting body`}
          placeholder="SCFHS"
          dir="auto"
          maxLength={120}
          value={form.body}
          onChange={(e) => set({ body: e.target.value })}
        />
        <TextField
          label={t`Accreditation number`}
          dir="ltr"
          maxLength={120}
          value={form.number}
          onChange={(e) => set({ number: e.target.value })}
        />
        <TextField
          label={t`Accreditation date`}
          type="date"
          value={form.accredited_on}
          onChange={(e) => set({ accredited_on: e.target.value })}
        />
        <TextField
          label={t`Maximum credits`}
          {...CREDIT_INPUT}
          value={form.max_credits}
          hint={t`Empty: the programme decides.`}
          error={maxError}
          onChange={(e) => set({ max_credits: e.target.value })}
        />
      </div>
      <div className={page.actions}>
        {form.logo_url ? (
          <img className={page.thumb} src={form.logo_url} alt={t`Accreditation logo`} />
        ) : null}
        <FileField
          label={t`Logo`}
          chooseText={t`Choose an image`}
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => upload(e.target.files?.[0])}
        />
        {form.logo_url ? (
          <button
            type="button"
            className={page.smallButton.secondary}
            onClick={() => set({ logo_url: null })}
          >
            {t`Remove logo`}
          </button>
        ) : null}
      </div>
      <div>
        <button type="submit" className={button.primary} disabled={busy}>
          {t`Save accreditation`}
        </button>
      </div>
    </form>
  )
}

function IssueSection({ eventId }: { eventId: number }) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const toast = useToast()
  const queryClient = useQueryClient()
  const eligible = useQuery(congressQueries.eligible(eventId))
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const items = eligible.data?.items ?? []
  const open = items.filter((item) => item.certificate_code === null)
  const chosen = open.filter((item) => selected.has(item.registration_id))
  const allChosen = open.length > 0 && chosen.length === open.length
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    setSelected(next)
  }
  const count = chosen.length
  const issue = () => {
    setBusy(true)
    issueCertificates(
      eventId,
      chosen.map((item) => item.registration_id),
    )
      .then((answer) => {
        const issued = answer.issued.length
        toast.show(
          t`${plural(issued, { one: '# certificate issued', other: '# certificates issued' })}`,
          'success',
        )
        setSelected(new Set())
        setConfirming(false)
        void queryClient.invalidateQueries({ queryKey: congressQueries.all(eventId) })
      })
      .catch((error: unknown) => toast.show(errorMessage(error, t`Failed to issue certificates`), 'error'))
      .finally(() => setBusy(false))
  }
  return (
    <section className={css.section} aria-labelledby="eligible-heading">
      <h2 id="eligible-heading">{t`Checked-in attendees`}</h2>
      <LoadState
        error={eligible.isError ? errorMessage(eligible.error, t`Failed to load attendees`) : null}
        onRetry={() => void eligible.refetch()}
        retryLabel={t`Retry`}
        loading={!eligible.data}
        loadingLabel={t`Loading…`}
        empty={items.length ? null : t`No one has been checked in yet.`}
      >
        <div className={page.heading}>
          <label>
            <input
              type="checkbox"
              checked={allChosen}
              disabled={!open.length}
              onChange={(e) =>
                setSelected(e.target.checked ? new Set(open.map((item) => item.registration_id)) : new Set())
              }
            />{' '}
            {t`Select all without a certificate`}
          </label>
          <button
            type="button"
            className={button.primary}
            disabled={!count}
            onClick={() => setConfirming(true)}
          >
            {t`Issue certificates`}
          </button>
        </div>
        <DataTable
          caption={t`Checked-in attendees`}
          rows={items}
          rowKey={(item) => item.registration_id}
          columns={[
            {
              key: 'select',
              header: <span className="visually-hidden">{t`Select`}</span>,
              cell: (item) =>
                item.certificate_code === null ? (
                  <input
                    type="checkbox"
                    className={css.selectCell}
                    aria-label={t`Select ${pickLang(locale, item.full_name_ar, item.full_name_en) || item.full_name}`}
                    checked={selected.has(item.registration_id)}
                    onChange={(e) => toggle(item.registration_id, e.target.checked)}
                  />
                ) : null,
            },
            { key: 'name', header: t`Name`, cell: (item) => <PersonName person={item} /> },
            { key: 'credits', header: t`CME credits`, cell: (item) => formatNumber(item.credits, locale) },
            {
              key: 'certificate',
              header: t`Certificate`,
              cell: (item) =>
                item.certificate_code ? <bdi dir="ltr">{item.certificate_code}</bdi> : t`Not issued`,
            },
          ]}
        />
      </LoadState>
      {confirming ? (
        <ConfirmDialog
          title={t`Issue certificates`}
          message={t`Issue ${plural(count, { one: '# certificate', other: '# certificates' })} now? Each attendee can then download theirs and anyone can verify it.`}
          cancelLabel={t`Cancel`}
          confirmLabel={t`Issue`}
          busy={busy}
          onConfirm={issue}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  )
}

function IssuedSection({ eventId }: { eventId: number }) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const toast = useToast()
  const queryClient = useQueryClient()
  const certificates = useQuery(congressQueries.certificates(eventId))
  const [revoking, setRevoking] = useState<Certificate | null>(null)
  const [busy, setBusy] = useState(false)
  const items = certificates.data?.items ?? []
  const revoke = (certificate: Certificate) => {
    setBusy(true)
    revokeCertificate(certificate.code)
      .then(() => {
        toast.show(t`Certificate revoked`, 'success')
        setRevoking(null)
        void queryClient.invalidateQueries({ queryKey: congressQueries.all(eventId) })
      })
      .catch((error: unknown) =>
        toast.show(errorMessage(error, t`Failed to revoke the certificate`), 'error'),
      )
      .finally(() => setBusy(false))
  }
  const status = (c: Certificate) =>
    c.revoked_at ? (
      <span className={page.badge.danger}>{t`Revoked`}</span>
    ) : (
      <span className={page.badge.success}>{t`Valid`}</span>
    )
  const actions = (c: Certificate) => (
    <div className={page.actions}>
      <a
        className={page.smallButton.secondary}
        href={`/api/certificates/${encodeURIComponent(c.code)}/pdf`}
        aria-label={t`PDF ${c.code}`}
        download
      >
        {t`PDF`}
      </a>
      {c.revoked_at ? null : (
        <button
          type="button"
          className={page.smallButton.danger}
          aria-label={t`Revoke ${c.code}`}
          onClick={() => setRevoking(c)}
        >
          {t`Revoke`}
        </button>
      )}
    </div>
  )
  return (
    <section className={css.section} aria-labelledby="issued-heading">
      <h2 id="issued-heading">{t`Issued certificates`}</h2>
      <LoadState
        error={certificates.isError ? errorMessage(certificates.error, t`Failed to load certificates`) : null}
        onRetry={() => void certificates.refetch()}
        retryLabel={t`Retry`}
        loading={!certificates.data}
        loadingLabel={t`Loading…`}
        empty={items.length ? null : t`No certificates issued yet.`}
      >
        <DataTable
          caption={t`Issued certificates`}
          rows={items}
          rowKey={(c) => c.code}
          columns={[
            { key: 'code', header: t`Code`, cell: (c) => <bdi dir="ltr">{c.code}</bdi> },
            { key: 'name', header: t`Name`, cell: (c) => <PersonName person={c} /> },
            { key: 'credits', header: t`CME credits`, cell: (c) => formatNumber(c.credits, locale) },
            { key: 'issued', header: t`Issued`, cell: (c) => formatDate(c.issued_at, locale) },
            { key: 'status', header: t`Status`, cell: status },
            { key: 'actions', header: t`Actions`, cell: actions },
          ]}
          mobileCard={(c) => (
            <>
              <strong>
                <PersonName person={c} />
              </strong>
              <span dir="ltr">{c.code}</span>
              <span className={page.muted}>{t`CME credits: ${formatNumber(c.credits, locale)}`}</span>
              <span>{status(c)}</span>
              {actions(c)}
            </>
          )}
        />
      </LoadState>
      {revoking ? (
        <ConfirmDialog
          title={t`Revoke certificate`}
          message={t`Revoke certificate ${revoking.code} of ${revoking.full_name}? Verifying it will then show it is no longer valid.`}
          cancelLabel={t`Cancel`}
          confirmLabel={t`Revoke`}
          danger
          busy={busy}
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </section>
  )
}

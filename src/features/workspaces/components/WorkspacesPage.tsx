import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { groupSaved, opensInBrowser, SAVED_KINDS } from '../model'
import { SavedItemDetails } from './SavedItemDetails'
import * as css from './workspaces.css'
import { formatDate, formatEventDate, formatFileSize, formatNumber, pickLang } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { handOverFile } from '@/lib/offline/offline-actions'
import {
  removeAllItems,
  removeItem,
  storedFile,
  useSavedItems,
  useStorageUsage,
  type SavedEntry,
  type SavedKind,
} from '@/lib/offline/saved-items'
import { useSession } from '@/lib/session/session'
import { button } from '@/ui/primitives/button.css'
import * as card from '@/ui/primitives/card.css'
import { BilingualText } from '@/ui/text/BilingualText'
import { Dialog } from '@/ui/dialogs/Dialog'
import { EmptyState } from '@/ui/lists/EmptyState'
import { Icon } from '@/ui/primitives/Icon'
import { LinkButtons } from '@/ui/primitives/LinkButtons'
import { useToast } from '@/ui/primitives/Toast'
import { PlaceName } from '@/ui/text/PlaceName'
import { textLangProps } from '@/lib/format/bilingual'

/**
 * /workspaces: the events, resources and jobs this member saved for offline
 * reading, rendered from the copies kept on this device (no network needed), resource
 * files opened from their stored blobs, and the storage they use.
 */
export function WorkspacesPage() {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const toast = useToast()
  const { user } = useSession()
  const entries = useSavedItems(user?.id)
  const usage = useStorageUsage(user?.id)
  const [open, setOpen] = useState<SavedEntry | null>(null)
  const [confirmAll, setConfirmAll] = useState(false)
  const groups = groupSaved(entries ?? [])
  const titleOf = (entry: SavedEntry) => pickLang(locale, entry.item.title_ar, entry.item.title_en)
  const sectionTitle: Record<SavedKind, string> = { event: t`Events`, resource: t`Resources`, job: t`Jobs` }

  const remove = async (entry: SavedEntry) => {
    if (!user) return
    await removeItem(user.id, entry.kind, entry.item.id)
    if (open?.key === entry.key) setOpen(null)
    toast.show(t`Removed from this device: ${titleOf(entry)}`, 'success')
  }

  const removeAll = async () => {
    if (!user) return
    await removeAllItems(user.id)
    setConfirmAll(false)
    toast.show(t`Every saved item was removed from this device`, 'success')
  }

  const openFile = async (entry: SavedEntry) => {
    const file = entry.file ? await storedFile(entry.file.key) : undefined
    if (!file) {
      toast.show(t`The file is no longer on this device. Save the resource again.`, 'error')
      return
    }
    handOverFile(file, opensInBrowser(file.type))
  }

  const actions = (entry: SavedEntry): ReactNode => {
    const title = titleOf(entry)
    return (
      <>
        {entry.kind === 'resource' && entry.file ? (
          <button
            type="button"
            className={button.primary}
            onClick={() => void openFile(entry)}
            aria-label={t`Open file: ${entry.file.name}`}
          >
            <Icon name="file" /> <Trans>Open file</Trans>
          </button>
        ) : null}
        <button
          type="button"
          className={button.ghost}
          onClick={() => void remove(entry)}
          aria-label={t`Remove: ${title}`}
        >
          <Trans>Remove</Trans>
        </button>
      </>
    )
  }

  const facts = (entry: SavedEntry): ReactNode => {
    switch (entry.kind) {
      case 'event':
        return (
          <>
            <span>
              <Icon name="calendar" /> {formatEventDate(entry.item.start_date, locale)}
            </span>
            {entry.item.location ? (
              <span>
                <Icon name="pin" /> <PlaceName place={entry.item} />
              </span>
            ) : null}
          </>
        )
      case 'resource':
        return entry.file ? (
          <span>
            <Icon name="file" /> <bdi>{entry.file.name}</bdi> ·{' '}
            <bdi>{formatFileSize(entry.file.size, locale)}</bdi>
          </span>
        ) : (
          <span>
            <Icon name="link" /> <Trans>External link (needs a connection)</Trans>
          </span>
        )
      case 'job':
        return (
          <>
            <span>
              <Icon name="building" />{' '}
              <BilingualText
                ar={entry.item.employer_ar}
                en={entry.item.employer_en}
                single={entry.item.employer}
              />
            </span>
            <span>
              <Icon name="hourglass" />{' '}
              {entry.item.application_deadline ? (
                <Trans>
                  Apply by {formatDate(entry.item.application_deadline, locale, { dateStyle: 'medium' })}
                </Trans>
              ) : (
                <Trans>Open until filled</Trans>
              )}
            </span>
          </>
        )
    }
  }

  const total = entries?.length ?? 0

  return (
    <section className={card.page} aria-labelledby="workspaces-title">
      <h1 id="workspaces-title" className={card.pageTitle}>
        <Trans>Workspaces</Trans>
      </h1>
      <p className={card.pageLead}>
        <Trans>
          Events, resources and jobs you saved for offline reading. They open here without a connection.
        </Trans>
      </p>

      <div className={css.storage}>
        <div className={css.storageText}>
          <p className={css.storageUsed}>
            <Trans>
              Using <bdi>{formatFileSize(usage?.saved ?? 0, locale)}</bdi> on this device
            </Trans>
          </p>
          {usage?.estimate ? (
            <p className={css.storageNote}>
              <Trans>
                The portal uses <bdi>{formatFileSize(usage.estimate.usage, locale)}</bdi> in this browser in
                all, of <bdi>{formatFileSize(usage.estimate.quota, locale)}</bdi> available.
              </Trans>
            </p>
          ) : null}
          <p className={css.storageNote}>
            <Trans>Saved items stay on this device until you sign out.</Trans>
          </p>
        </div>
        {total > 0 ? (
          <button type="button" className={button.secondary} onClick={() => setConfirmAll(true)}>
            <Trans>Remove all</Trans>
          </button>
        ) : null}
      </div>

      {entries === undefined ? null : total === 0 ? (
        <EmptyState
          title={t`Nothing saved yet`}
          description={t`Open an event, a resource or a job and choose “Save for offline”. It will be kept here, with the resource’s file, to read without a connection.`}
          action={
            <LinkButtons
              className={css.emptyLinks}
              links={[
                { to: '/events', label: <Trans>Browse events</Trans> },
                { to: '/resources', label: <Trans>Browse resources</Trans> },
                { to: '/jobs', label: <Trans>Browse jobs</Trans> },
              ]}
            />
          }
        />
      ) : (
        <>
          <nav aria-label={t`Saved item types`}>
            <ul className={css.jump}>
              {SAVED_KINDS.map((kind) => (
                <li key={kind}>
                  <a className={css.jumpLink} href={`#saved-${kind}`}>
                    {sectionTitle[kind]}{' '}
                    <span className={css.jumpCount}>{formatNumber(groups[kind].length, locale)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {SAVED_KINDS.map((kind) => (
            <section
              key={kind}
              id={`saved-${kind}`}
              className={css.section}
              aria-labelledby={`saved-${kind}-title`}
            >
              <h2 id={`saved-${kind}-title`} className={card.sectionTitle}>
                {sectionTitle[kind]}{' '}
                <span className={css.sectionCount}>({formatNumber(groups[kind].length, locale)})</span>
              </h2>
              {groups[kind].length === 0 ? (
                <p className={css.noneSaved}>
                  <Trans>Nothing saved here yet.</Trans>
                </p>
              ) : (
                <ul className={css.list}>
                  {groups[kind].map((entry: SavedEntry) => {
                    const title = titleOf(entry)
                    return (
                      <li key={entry.key}>
                        <article className={card.card}>
                          <h3
                            className={card.cardTitle}
                            {...textLangProps(locale, entry.item.title_ar, entry.item.title_en)}
                          >
                            {title}
                          </h3>
                          <p className={card.cardMeta}>{facts(entry)}</p>
                          <div className={card.cardActions}>
                            <button
                              type="button"
                              className={button.secondary}
                              onClick={() => setOpen(entry)}
                              aria-label={t`Details: ${title}`}
                            >
                              <Trans>Details</Trans>
                            </button>
                            {actions(entry)}
                          </div>
                        </article>
                      </li>
                    )
                  })}
                </ul>
              )}
            </section>
          ))}
        </>
      )}

      <SavedItemDetails entry={open} onClose={() => setOpen(null)} footer={open ? actions(open) : null} />
      <Dialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t`Remove every saved item?`}
        closeLabel={t`Close`}
        footer={
          <>
            <button type="button" className={button.ghost} onClick={() => setConfirmAll(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="button" className={button.danger} onClick={() => void removeAll()}>
              <Trans>Remove all</Trans>
            </button>
          </>
        }
      >
        <p>
          <Trans>
            The saved events, resources and jobs, and the files kept with them, are deleted from this device.
            You can save them again when you are online.
          </Trans>
        </p>
      </Dialog>
    </section>
  )
}

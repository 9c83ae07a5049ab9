import { MemberProfileViewSchema, type MemberProfileView, type ProfileField } from '@contract/members'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { memberQueries } from '../api/member-queries'
import { MemberAvatar } from './MemberAvatar'
import { PROFILE_FIELD_LABELS } from '@/lib/i18n/profile-field-labels'
import * as css from './members.css'
import { formatDate, formatNumber } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { referenceLabel } from '@contract/reference-data'
import { isolate, referenceInline } from '@/lib/i18n/reference-labels'
import { ReferenceText } from '@/ui/text/ReferenceText'
import { useOnlineStatus } from '@/lib/offline/online'
import { shownEdits, useQueuedProfileEdits, withEdits } from '@/lib/offline/profile-outbox'
import { useSession } from '@/lib/session/session'
import { Badge } from '@/ui/primitives/Badge'
import { button } from '@/ui/primitives/button.css'
import { DetailState } from '@/ui/items/DetailState'
import { LastUpdated } from '@/ui/lists/LastUpdated'
import { PhoneNumber } from '@/ui/text/PhoneNumber'
import { PersonName } from '@/ui/text/PersonName'
import { BilingualText } from '@/ui/text/BilingualText'
import { writtenTextProps } from '@/lib/format/bilingual'

/** /members/{id}: the profile a signed-in visitor may see (the server leaves out the rest). */
export function MemberProfilePage({ id }: { id: number }) {
  const online = useOnlineStatus()
  const profile = useQuery(memberQueries.detail(id))
  // The member's own page shows what they saved on this device before the server has it.
  const own = useSession().user?.id === id
  const queued = useQueuedProfileEdits(own)
  const back = (
    <Link to="/members" className={css.backLink}>
      <Trans>Back to the directory</Trans>
    </Link>
  )
  return (
    <DetailState
      query={profile}
      className={css.page}
      back={back}
      notSaved={<Trans>This profile is not saved on this device. Open it again when you are online.</Trans>}
    >
      {(data) => (
        <ProfileView
          profile={own && queued ? withEdits(MemberProfileViewSchema, data, shownEdits(queued)) : data}
          back={back}
          updatedAt={profile.dataUpdatedAt}
          offline={!online}
        />
      )}
    </DetailState>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css.section}>
      <h2 className={css.sectionTitle}>{title}</h2>
      {children}
    </section>
  )
}

function ProfileView({
  profile,
  back,
  updatedAt,
  offline,
}: {
  profile: MemberProfileView
  back: ReactNode
  updatedAt: number
  offline: boolean
}) {
  const { t, i18n } = useLingui()
  const label = (field: ProfileField) => i18n._(PROFILE_FIELD_LABELS[field])
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const sep = locale === 'ar' ? '، ' : ', '
  const contacts = profile.work_contacts
  const location = profile.clinic_location
  const links = profile.links
  const linkEntries = links
    ? (
        [
          ['LinkedIn', links.linkedin],
          [
            'ORCID',
            links.orcid && !/^https?:/.test(links.orcid) ? `https://orcid.org/${links.orcid}` : links.orcid,
          ],
          ['ResearchGate', links.researchgate],
          [t`Institutional page`, links.institutional_page],
        ] as const
      ).filter(([, url]) => url)
    : []
  return (
    <article className={css.page} aria-labelledby="member-name">
      {back}
      <LastUpdated
        updatedAt={updatedAt}
        locale={locale}
        offline={offline}
        label={(when) => t`Updated ${when}`}
      />
      <header className={css.profileHeader}>
        <MemberAvatar src={profile.avatar_url} size={96} />
        <div className={css.profileTitle}>
          <h1 id="member-name">
            <PersonName person={profile} />
          </h1>
          {profile.specialty ? (
            <Badge tone="primary" className={css.badgeSlot}>
              <ReferenceText kind="specialty" value={profile.specialty} />
            </Badge>
          ) : null}
          {profile.hospital || profile.city ? (
            <p className={css.meta}>
              {profile.hospital ? <BilingualText ar="" en="" single={profile.hospital} /> : null}
              {profile.hospital && profile.city ? ' · ' : null}
              {profile.city ? <ReferenceText kind="city" value={profile.city} /> : null}
            </p>
          ) : null}
          {profile.pronouns ? (
            <p className={css.meta} dir="auto">
              {profile.pronouns}
            </p>
          ) : null}
        </div>
        {profile.is_owner ? (
          <Link to="/profile" className={button.primary}>
            <Trans>Edit Profile</Trans>
          </Link>
        ) : null}
      </header>
      <div className={css.sections}>
        {profile.bio ? (
          <Section title={t`About`}>
            <p>
              <BilingualText ar={profile.bio_ar ?? ''} en={profile.bio_en ?? ''} single={profile.bio} />
            </p>
          </Section>
        ) : null}
        <Section title={t`Practice`}>
          <ul className={css.plainList}>
            {profile.years_of_experience !== null ? (
              <li>{t`Years of experience: ${formatNumber(profile.years_of_experience, locale)}`}</li>
            ) : null}
            {profile.consultant_since ? (
              <li>{t`Consultant since ${formatDate(profile.consultant_since, locale, { year: 'numeric', month: 'long' })}`}</li>
            ) : null}
            {profile.specialties.length ? (
              <li>{t`Specialties: ${profile.specialties.map((value) => referenceInline('specialty', value, locale)).join(sep)}`}</li>
            ) : null}
            {profile.cities.length ? (
              <li>{t`Cities: ${profile.cities.map((value) => referenceInline('city', value, locale)).join(sep)}`}</li>
            ) : null}
            {profile.hospitals.length ? (
              <li>{t`Hospitals: ${profile.hospitals.map(isolate).join(sep)}`}</li>
            ) : null}
          </ul>
        </Section>
        {contacts && (contacts.email || contacts.phone) ? (
          <Section title={label('work_contacts')}>
            <ul className={css.plainList}>
              {contacts.email ? (
                <li>
                  <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
                </li>
              ) : null}
              {contacts.phone ? (
                <li>
                  <PhoneNumber phone={contacts.phone} />
                </li>
              ) : null}
            </ul>
          </Section>
        ) : null}
        {location && Object.values(location).some((value) => value !== '' && value !== null) ? (
          <Section title={label('clinic_location')}>
            <address>
              {[
                location.hospital,
                location.department,
                location.address1,
                location.address2,
                // The editor stores the city and region as codes of the reference lists (older rows hold typed text, shown as typed).
                [
                  referenceLabel('city', location.city, locale),
                  referenceLabel('region', location.region, locale),
                  location.postal_code,
                ]
                  .filter(Boolean)
                  .join(' '),
                location.country,
              ]
                .filter(Boolean)
                .map((line) => (
                  <div key={line} {...writtenTextProps(locale, line)}>
                    {line}
                  </div>
                ))}
            </address>
          </Section>
        ) : null}
        {profile.clinical_interests?.length ? (
          <Section title={label('clinical_interests')}>
            <ul className={css.chips}>
              {profile.clinical_interests.map((item) => (
                <li key={item}>
                  <Badge tone="primary">
                    <bdi dir="auto">{item}</bdi>
                  </Badge>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {profile.languages_spoken?.length ? (
          <Section title={label('languages_spoken')}>
            <p>{profile.languages_spoken.map((l) => isolate(l.label)).join(sep)}</p>
          </Section>
        ) : null}
        {profile.qualifications?.length ? (
          <Section title={label('qualifications')}>
            <ul className={css.plainList}>
              {profile.qualifications.map((q, i) => (
                <li key={i} dir="auto">
                  {[q.title, q.institution, q.year].filter(Boolean).join(' — ')}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {profile.fellowships.length ? (
          <Section title={label('fellowships')}>
            <ul className={css.plainList}>
              {profile.fellowships.map((f) => (
                <li key={f} dir="auto">
                  {f}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {profile.publications?.length ? (
          <Section title={label('publications')}>
            <ul className={css.plainList}>
              {profile.publications.map((p, i) => (
                <li key={i} dir="auto">
                  {p.url ? (
                    <a href={p.url} target="_blank" rel="noopener noreferrer">
                      {p.title}
                    </a>
                  ) : (
                    p.title
                  )}
                  {[p.venue, p.year].filter(Boolean).length
                    ? ` — ${[p.venue, p.year].filter(Boolean).join(', ')}`
                    : ''}
                  {p.doi ? <span dir="ltr"> doi:{p.doi}</span> : null}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {profile.teaching_roles.length ? (
          <Section title={label('teaching_roles')}>
            <ul className={css.plainList}>
              {profile.teaching_roles.map((r, i) => (
                <li key={i} dir="auto">
                  {[r.role, r.institution, r.year].filter(Boolean).join(' — ')}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {profile.association_roles.length ? (
          <Section title={label('association_roles')}>
            <ul className={css.plainList}>
              {profile.association_roles.map((r, i) => (
                <li key={i} dir="auto">
                  {[r.role, r.committee].filter(Boolean).join(' — ')}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {profile.collaboration_interests.length ? (
          <Section title={label('collaboration_interests')}>
            <p>{profile.collaboration_interests.map(isolate).join(sep)}</p>
          </Section>
        ) : null}
        {linkEntries.length ? (
          <Section title={label('links')}>
            <ul className={css.plainList}>
              {linkEntries.map(([label, url]) => (
                <li key={label}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </article>
  )
}

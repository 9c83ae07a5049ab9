import type { AdminUser } from '@contract/users'

/** The phone an applicant gave at registration (E.164, read left to right in either language); a dash when none. */
export const phoneCell = (user: Pick<AdminUser, 'phone'>) =>
  user.phone ? (
    <a href={`tel:${user.phone}`} dir="ltr">
      {user.phone}
    </a>
  ) : (
    '—'
  )

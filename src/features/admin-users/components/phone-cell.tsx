import type { AdminUser } from '@contract/users'
import { PhoneNumber } from '@/ui/text/PhoneNumber'

/** The phone an applicant gave at registration, as a link to call it; a dash when none. */
export const phoneCell = (user: Pick<AdminUser, 'phone'>) =>
  user.phone ? <PhoneNumber phone={user.phone} /> : '—'

import { telHref } from '@contract/phone'
import { useLingui } from '@lingui/react'
import { formatPhone } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'

/** Shown in the reader's digits, dialled by its E.164 `tel:` address, read left to right. */
export function PhoneNumber({ phone }: { phone: string }) {
  const { i18n } = useLingui()
  return (
    <a href={telHref(phone)} dir="ltr">
      {formatPhone(phone, localeOf(i18n))}
    </a>
  )
}

import { isOneOf } from '@contract/narrow'
import { VALIDATION_CODES, type ValidationCode } from '@contract/errors'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { formatPhone } from '../format/format'
import { i18n, localeOf } from '../i18n/i18n'

/** contract/ carries codes, never text. */
const MESSAGES: Record<ValidationCode, MessageDescriptor> = {
  [VALIDATION_CODES.required]: msg`This field is required`,
  [VALIDATION_CODES.invalidType]: msg`This value has the wrong type`,
  [VALIDATION_CODES.email]: msg`Enter a valid e-mail address`,
  [VALIDATION_CODES.url]: msg`Enter a valid web address`,
  [VALIDATION_CODES.tooShort]: msg`This value is too short`,
  [VALIDATION_CODES.tooLong]: msg`This value is too long`,
  [VALIDATION_CODES.tooSmall]: msg`This value is too small`,
  [VALIDATION_CODES.tooLarge]: msg`This value is too large`,
  [VALIDATION_CODES.integer]: msg`Enter a whole number`,
  [VALIDATION_CODES.oneOf]: msg`Choose one of the offered values`,
  [VALIDATION_CODES.invalidJson]: msg`The request could not be read`,
  [VALIDATION_CODES.unknownField]: msg`This field is not accepted`,
  [VALIDATION_CODES.invalid]: msg`This value is not valid`,
  [VALIDATION_CODES.phone]: msg({ message: 'Enter a mobile or landline number, such as {example}.' }),
  [VALIDATION_CODES.markdown]: msg`Use markdown only: HTML tags and links other than web, e-mail or portal addresses are not allowed`,
}

export function examplePhone(): string {
  return `\u2066${formatPhone(EXAMPLE_PHONE, localeOf(i18n))}\u2069`
}
const EXAMPLE_PHONE = '+966551234567'

/** The translated message of a validation code; any other text is returned as it is. */
export function validationMessage(code: string): string {
  if (!isOneOf(Object.values(VALIDATION_CODES), code)) return code
  const { id, message } = MESSAGES[code]
  return i18n._(id, { example: examplePhone() }, { message })
}

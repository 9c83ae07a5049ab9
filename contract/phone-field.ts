import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'
import { cleanPhone, phoneCandidate } from './phone'

/** The E.164 candidate; the server then refuses what is not a real mobile or landline. */
export const phoneSchema = <const B extends null | ''>(blank: B) =>
  v.pipe(
    v.string(C.invalidType),
    v.metadata({
      description:
        "A mobile or landline number as typed: 05XXXXXXXX, 5XXXXXXXX, +966…, 00966… or another country's number with its code, with spaces, dashes, dots or brackets, " +
        'in Western, Arabic-Indic (٠–٩) or Eastern Arabic (۰–۹) digits; a number without a country code is Saudi. Stored and answered in E.164 (+966551234567). ' +
        'What is not a valid mobile or landline number (Google libphonenumber decides) is refused with 422 `validation.phone`.',
    }),
    v.maxLength(40, C.tooLong),
    v.transform(cleanPhone),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '') return blank
      const e164 = phoneCandidate(dataset.value)
      if (e164 === null) {
        addIssue({ message: C.phone })
        return NEVER
      }
      return e164
    }),
  )

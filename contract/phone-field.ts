import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'
import { cleanPhone, phoneCandidate } from './phone'

/**
 * A phone field of a body: text as typed, in its E.164 candidate form; blank reads as `blank`
 * (null on the account, '' in the profile). What cannot be a phone number fails with
 * `validation.phone`; the server then refuses what is not a real mobile or landline the same way.
 */
export const phoneSchema = <const B extends null | ''>(blank: B) =>
  v.pipe(
    v.string(C.invalidType),
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

import * as v from 'valibot'
import { VALIDATION_CODES as C } from './errors'

/** "A title in at least one language" for the API document: JSON Schema cannot read the `v.check`. */
export const ONE_TITLE_REQUIRED = {
  description: 'At least one of `title_ar` and `title_en` is given and not blank.',
  anyOf: [
    { required: ['title_ar'], properties: { title_ar: { pattern: '\\S' } } },
    { required: ['title_en'], properties: { title_en: { pattern: '\\S' } } },
  ],
}

export const trimmedText = (max: number) =>
  v.optional(v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(max, C.tooLong)), '')

export const optionalHttpUrl = v.optional(
  v.nullable(
    v.pipe(
      v.string(C.invalidType),
      v.trim(),
      v.maxLength(2000, C.tooLong),
      v.check((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), C.url),
      v.transform((value) => value || null),
    ),
  ),
  null,
)

/** ISO 8601 (UTC); '' reads as null. */
export const isoTimestamp = v.pipe(
  v.string(C.invalidType),
  v.trim(),
  v.check((value) => value === '' || !Number.isNaN(Date.parse(value)), C.invalid),
  v.transform((value) => (value ? new Date(value).toISOString() : null)),
)

/** Under the app's own /uploads: the CSP allows images from this origin only. */
export const optionalUploadPath = v.optional(
  v.nullable(
    v.pipe(
      v.string(C.invalidType),
      v.trim(),
      v.check((value) => value === '' || /^\/uploads\/[\w./-]+$/.test(value), C.invalid),
      v.transform((value) => value || null),
    ),
  ),
  null,
)

import { ContentIdParamSchema } from '@contract/address-params'
import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

/** An address that is not an id is the app's not-found page, not an error. */
export const contentIdParams = {
  parse: (raw: Record<string, string>): { id: number } => {
    const parsed = v.safeParse(ContentIdParamSchema, raw)
    if (!parsed.success) throw notFound()
    return parsed.output
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}

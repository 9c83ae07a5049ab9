import * as v from 'valibot'

/** Checked against the schema the test expects, instead of asserted with a cast. */
export async function bodyOf<S extends v.GenericSchema>(
  response: Response,
  schema: S,
): Promise<v.InferOutput<S>> {
  return v.parse(schema, await response.json())
}

export const FieldErrorsSchema = v.object({
  code: v.optional(v.string()),
  detail: v.array(v.object({ msg: v.string(), loc: v.array(v.union([v.string(), v.number()])) })),
})

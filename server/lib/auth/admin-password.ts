import * as v from 'valibot'
import { PasswordSchema } from '@contract/auth'
import { VALIDATION_CODES } from '@contract/errors'

/** The superadmin holds every power, so ADMIN_PASSWORD needs more than a member password. */
const ADMIN_PASSWORD_MIN_LENGTH = 12

const AdminPasswordSchema = v.pipe(
  PasswordSchema,
  v.minLength(ADMIN_PASSWORD_MIN_LENGTH, VALIDATION_CODES.tooShort),
)

/** Names the variable, never the password; undefined when it can be used. */
export function adminPasswordProblem(password: string): string | undefined {
  const result = v.safeParse(AdminPasswordSchema, password)
  if (result.success) return undefined
  const issue = result.issues[0]
  if (issue.message === VALIDATION_CODES.tooLong) {
    return `ADMIN_PASSWORD is too long (${password.length} characters): a member password may have at most ${String(issue.requirement)}`
  }
  return `ADMIN_PASSWORD is too weak: it has ${password.length} characters and needs at least ${ADMIN_PASSWORD_MIN_LENGTH}; set a longer one, or leave it unset to get a generated password`
}

import { describe, expect, it } from 'vitest'
import { registrationEmail } from './event-templates'
import {
  accountDeletedEmail,
  activationEmail,
  applicationReceivedEmail,
  emailChangedEmail,
  emailChangeEmail,
  passwordChangedEmail,
  passwordResetEmail,
  registrationAttemptEmail,
} from './templates'

const url = 'https://portal.example'
const to = 'sara@example.com'
const every = {
  activation: activationEmail(to, `${url}/activate?token=a1`),
  applicationReceived: applicationReceivedEmail(to, url),
  registrationAttempt: registrationAttemptEmail(to, url),
  passwordReset: passwordResetEmail(to, `${url}/reset-password?token=r2`),
  passwordChanged: passwordChangedEmail(to, url, 'reset'),
  emailChange: emailChangeEmail(to, `${url}/confirm-email?token=c3`),
  emailChanged: emailChangedEmail(to, 'new2@example.com', url),
  accountDeleted: accountDeletedEmail(to, url),
  registration: registrationEmail(
    to,
    { title_ar: 'المؤتمر السنوي', title_en: 'Annual Congress', starts_at: '2027-01-20T06:00:00.000Z' },
    'K7QM-2XH9-PA4D',
    `${url}/events/e1`,
    false,
  ),
}

describe('bilingual e-mails', () => {
  it.each(Object.entries(every))(
    '%s writes the numbers of its Arabic side in Arabic-Indic digits',
    (_name, mail) => {
      // The Arabic side comes first, above the separator; addresses, links and codes keep their Latin characters.
      const arabic = mail.text.split('\n----------------------------------------\n')[0]!
      const words = arabic.replace(/\S+@\S+|https?:\/\/\S+|[A-Za-z0-9]*[A-Za-z][A-Za-z0-9-]*/g, ' ')
      expect(words.match(/[0-9]+/g)).toBeNull()
    },
  )
  it('states the link lifetime of the activation e-mail in both digit systems', () => {
    expect(every.activation.text).toContain('صالح لمدة ٤٨ ساعة')
    expect(every.activation.text).toContain('valid for 48 hours')
  })
})

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
  type Recipient,
} from './templates'
import type { MailMessage } from './mailer'

const url = 'https://portal.example'
const event = {
  title_ar: 'المؤتمر السنوي',
  title_en: 'Annual Congress',
  starts_at: '2027-01-20T06:00:00.000Z',
}
const everyMail = (to: Recipient): Record<string, MailMessage> => ({
  activation: activationEmail(to, `${url}/activate?token=a1`),
  applicationReceived: applicationReceivedEmail(to, url),
  registrationAttempt: registrationAttemptEmail(to, url),
  passwordReset: passwordResetEmail(to, `${url}/reset-password?token=r2`),
  passwordChanged: passwordChangedEmail(to, url, 'reset'),
  passwordChangedInPortal: passwordChangedEmail(to, url, 'changed'),
  emailChange: emailChangeEmail(to, `${url}/confirm-email?token=c3`),
  emailChanged: emailChangedEmail(to, 'new2@example.com', url),
  accountDeleted: accountDeletedEmail(to, url),
  registration: registrationEmail(to, event, 'K7QM-2XH9-PA4D', `${url}/events/e1`, false),
  promotion: registrationEmail(to, event, 'K7QM-2XH9-PA4D', `${url}/events/e1`, true),
})
const sara = everyMail({ email: 'sara@example.com', gender: 'female' })
const khalid = everyMail({ email: 'khalid@example.com', gender: 'male' })
const unset = everyMail({ email: 'someone@example.com', gender: null })

/** One message of a set, by name. */
const at = (mails: Record<string, MailMessage>, name: string): MailMessage => {
  const mail = mails[name]
  if (!mail) throw new Error(`no ${name} e-mail`)
  return mail
}
const SEPARATOR = '\n----------------------------------------\n'
/** The Arabic side comes first, above the separator, the English one below. */
const arabicOf = (mail: MailMessage): string => mail.text.split(SEPARATOR)[0] ?? ''
const englishOf = (mail: MailMessage): string => mail.text.split(SEPARATOR)[1] ?? ''

/** The masculine imperatives and verbs of address; a whole word each (a feminine form only extends it). */
const MASCULINE = [
  'فعّل',
  'فتجاهل',
  'اختر',
  'فأعد',
  'أعد',
  'تواصل',
  'وتواصل',
  'فتواصل',
  'اضغط',
  'اعرض',
  'فسجّل',
  'تطلب',
  'تقم',
  'تكن أنت',
  'كنت أنت',
  'تسجّل',
]
const FEMININE = [
  'فعّلي',
  'فتجاهلي',
  'اختاري',
  'فأعيدي',
  'وتواصلي',
  'فتواصلي',
  'اضغطي',
  'اعرضي',
  'فسجّلي',
  'تطلبي',
  'تقومي',
  'تكوني',
  'فانتقلتِ',
]
const wordsOf = (text: string): string => ` ${text.replace(/[.،؛:«»()]/g, ' ')} `
const hasWord = (text: string, word: string): boolean => wordsOf(text).includes(` ${word} `)

describe('bilingual e-mails', () => {
  it.each(Object.entries(sara))(
    '%s writes the numbers of its Arabic side in Arabic-Indic digits',
    (_name, mail) => {
      // Addresses, links and codes keep their Latin characters.
      const words = arabicOf(mail).replace(/\S+@\S+|https?:\/\/\S+|[A-Za-z0-9]*[A-Za-z][A-Za-z0-9-]*/g, ' ')
      expect(words.match(/[0-9]+/g)).toBeNull()
    },
  )
  it('states the link lifetime of the activation e-mail in both digit systems', () => {
    expect(at(sara, 'activation').text).toContain('صالح لمدة ٤٨ ساعة')
    expect(at(sara, 'activation').text).toContain('valid for 48 hours')
  })
})

describe('the Arabic side agrees with the recipient', () => {
  it.each(Object.keys(sara))('%s addresses a woman in the feminine, an unset gender neutrally', (name) => {
    for (const mail of [at(sara, name), at(unset, name)]) {
      const arabic = arabicOf(mail)
      expect(MASCULINE.filter((word) => hasWord(arabic, word))).toEqual([])
    }
    // The English side does not depend on it.
    expect(englishOf(at(sara, name))).toBe(englishOf(at(khalid, name)))
    expect(englishOf(at(unset, name))).toBe(englishOf(at(khalid, name)))
  })

  it('reads the feminine forms to a woman and the masculine ones to a man', () => {
    expect(arabicOf(at(sara, 'activation'))).toContain('فعّلي حسابك')
    expect(arabicOf(at(khalid, 'activation'))).toContain('فعّل حسابك')
    expect(arabicOf(at(sara, 'passwordReset'))).toContain('اختاري كلمة مرور جديدة')
    expect(arabicOf(at(sara, 'promotion'))).toContain('فانتقلتِ من قائمة الانتظار')
    expect(arabicOf(at(sara, 'registration'))).toContain('اعرضي تذكرتك')
    for (const name of Object.keys(sara)) {
      const arabic = arabicOf(at(khalid, name))
      expect(
        FEMININE.filter((word) => hasWord(arabic, word)),
        name,
      ).toEqual([])
    }
  })

  it('words the message without a verb of address when the gender is unset', () => {
    expect(arabicOf(at(unset, 'activation'))).toContain('ويُفعَّل الحساب بالضغط على الرابط أدناه')
    expect(arabicOf(at(unset, 'passwordReset'))).toContain('فيُرجى تجاهل هذه الرسالة')
    for (const name of Object.keys(unset)) {
      const arabic = arabicOf(at(unset, name))
      expect(
        FEMININE.filter((word) => hasWord(arabic, word)),
        name,
      ).toEqual([])
    }
  })

  it('reads a stored gender this build does not know as unset', () => {
    const mail = activationEmail({ email: 'x@example.com', gender: 'unknown' }, `${url}/activate?token=a1`)
    expect(mail.text).toBe(at(unset, 'activation').text.replace('someone@example.com', 'x@example.com'))
  })
})

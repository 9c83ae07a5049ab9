import type { Locale } from '@contract/constants'
import { arabicIndicDigits } from '@contract/digits'
import type { AppDeps } from '../../app-env'
import { genderSelect } from '@contract/gender'
import { genderOf } from '../../lib/auth/user-fields'
import { escapeHtml } from '../../lib/html'
import type { MailMessage } from '../../lib/mail/mailer'
import { queueMail, wakeMailSender } from '../../lib/mail/queue'
import { agreeWith, SOCIETY, type Recipient } from '../../lib/mail/templates'
import { notify } from '../notifications/service'
import { saudiDate } from './cycle'
import * as repository from './repository'

/**
 * At 180, 90 and 30 days left, a member short of hours is told once, only at the nearest mark passed; a row
 * keyed by member, cycle end and mark claims it, so instances and reruns send it once.
 */
export const CPD_REMINDER_DAYS = [180, 90, 30] as const
export const CPD_NOTIFICATION_CATEGORY = 'cpd'

const DAY_MS = 24 * 60 * 60 * 1000
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The mark due with `left` days to go: the smallest one not below it, none past the first. */
export function dueMark(left: number): number | undefined {
  return [...CPD_REMINDER_DAYS].sort((a, b) => a - b).find((mark) => left <= mark)
}

interface Shortfall {
  remaining: number
  earned: number
  required: number
  left: number
  end: string
}

const hoursText = (value: number, language: Locale) =>
  language === 'ar' ? arabicIndicDigits(String(value)).replace('.', '٫') : String(value)

function dayText(date: string, language: Locale): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

/**
 * The reminder's words in one language: title and the sentence of the notification and e-mail.
 * The Arabic agrees with the member's gender, and avoids a verb of address when it is unset.
 */
export function reminderText(
  facts: Shortfall,
  language: Locale,
  gender: string | null,
): { title: string; body: string } {
  const h = (value: number) => hoursText(value, language)
  if (language === 'ar') {
    const agreeing = genderOf(gender)
    const needed = genderSelect(agreeing, {
      female: 'ساعات التطوير المهني المستمر التي ما زلت تحتاجينها',
      male: 'ساعات التطوير المهني المستمر التي ما زلت تحتاجها',
      other: 'ساعات التطوير المهني المستمر المتبقية',
    })
    const add = genderSelect(agreeing, {
      female: 'أضيفي أنشطتك الخارجية في سجل التطوير المهني لتتابعي تقدمك.',
      male: 'أضف أنشطتك الخارجية في سجل التطوير المهني لتتابع تقدمك.',
      other: 'تُضاف الأنشطة الخارجية في سجل التطوير المهني لمتابعة التقدم.',
    })
    // Counts stated after a colon: no agreement of the noun with the number to get wrong.
    return {
      title: `الأيام المتبقية على نهاية دورة ترخيصك: ${arabicIndicDigits(String(facts.left))}`,
      body: `تنتهي دورة ترخيصك في ${dayText(facts.end, 'ar')}. ${needed}: ${h(facts.remaining)}، ولديك ${h(facts.earned)} من ${h(facts.required)}. ${add}`,
    }
  }
  return {
    title: `${facts.left} days left in your licence cycle`,
    body: `Your licence cycle ends on ${dayText(facts.end, 'en')} and you still need ${h(facts.remaining)} CPD hours (you have ${h(facts.earned)} of ${h(facts.required)}). Add your external activities to My CPD to keep track.`,
  }
}

/** The e-mail of a reminder, in the member's language, with the link to the record. */
export function reminderEmail(
  to: Recipient,
  publicUrl: string,
  facts: Shortfall,
  language: Locale,
): MailMessage {
  const { title, body } = reminderText(facts, language, to.gender)
  const link = `${publicUrl}/cpd`
  const open =
    language === 'ar'
      ? agreeWith(to, {
          female: 'افتحي سجل التطوير المهني',
          male: 'افتح سجل التطوير المهني',
          other: 'سجل التطوير المهني',
        })
      : 'Open My CPD'
  const why =
    language === 'ar'
      ? `تصلك هذه الرسالة لأنك سجّلت دورة ترخيصك في بوابة ${SOCIETY.ar}.`
      : `You receive this e-mail because you recorded your licence cycle in the ${SOCIETY.en} portal.`
  const dir = language === 'ar' ? 'rtl' : 'ltr'
  return {
    category: 'cpd-reminder',
    language,
    to: to.email,
    subject: title,
    text: [title, '', body, '', `${open}: ${link}`, '', '--', why, ''].join('\n'),
    html: `<!doctype html>
<html lang="${language}" dir="${dir}"><body>
  <div lang="${language}" dir="${dir}" style="font-family: Tahoma, Arial, sans-serif; text-align: ${language === 'ar' ? 'right' : 'left'}; max-width: 640px">
    <h1 style="font-size: 20px; color: #0b5f4a">${escapeHtml(title)}</h1>
    <p style="font-size: 15px; line-height: 1.6">${escapeHtml(body)}</p>
    <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #0b5f4a; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(open)}</a></p>
    <hr>
    <p style="font-size: 13px; color: #555">${escapeHtml(why)}</p>
  </div>
</body></html>`,
  }
}

/**
 * Sends the reminders due today (Saudi date); `hoursOf` reads one member's current cycle
 * (the service's record, so what counts is the record's own rule). Answers how many were sent.
 */
export async function sendCpdReminders(
  deps: AppDeps,
  hoursOf: (userId: number) => Promise<{ required: number | null; earned: number; remaining: number | null }>,
): Promise<number> {
  const today = saudiDate(deps.now())
  const first = Math.max(...CPD_REMINDER_DAYS)
  const licences = await repository.licencesEndingBetween(deps.db, today, addDays(today, first))
  const sent = await repository.sentReminders(
    deps.db,
    licences.map((l) => l.user_id),
  )
  let count = 0
  for (const licence of licences) {
    const left = daysBetween(today, licence.cycle_end)
    const mark = dueMark(left)
    if (mark === undefined || sent.has(`${licence.user_id}|${licence.cycle_end}|${mark}`)) continue
    const hours = await hoursOf(licence.user_id)
    if (hours.required === null || hours.remaining === null || hours.remaining <= 0) continue
    const facts: Shortfall = {
      remaining: hours.remaining,
      earned: hours.earned,
      required: hours.required,
      left,
      end: licence.cycle_end,
    }
    const language: Locale = licence.language === 'en' ? 'en' : 'ar'
    const stamp = deps.now().toISOString()
    const claimed = await deps.db.transaction().execute(async (trx) => {
      if (
        !(await repository.claimReminder(trx, {
          user_id: licence.user_id,
          cycle_end: licence.cycle_end,
          days: mark,
          sent_at: stamp,
        }))
      )
        return false
      const ar = reminderText(facts, 'ar', licence.gender)
      const en = reminderText(facts, 'en', licence.gender)
      await notify(trx, [
        {
          user_id: licence.user_id,
          kind: CPD_NOTIFICATION_CATEGORY,
          title_ar: ar.title,
          title_en: en.title,
          body_ar: ar.body,
          body_en: en.body,
          link: '/cpd',
          announcement_id: null,
          created_at: stamp,
        },
      ])
      if (await repository.wantsEmail(trx, licence.user_id, CPD_NOTIFICATION_CATEGORY))
        await queueMail(deps, trx, reminderEmail(licence, deps.config.publicUrl, facts, language))
      return true
    })
    if (claimed) count += 1
  }
  if (count > 0) wakeMailSender(deps)
  return count
}

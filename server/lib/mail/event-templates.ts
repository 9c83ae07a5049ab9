import type { MailMessage } from './mailer'
import { compose, SOCIETY, agreeWith, type Recipient } from './templates'

interface EventFacts {
  title_ar: string
  title_en: string
  starts_at: string
}

/** The event's start in Saudi time, in each language's own digits and words. */
function when(iso: string, lang: 'ar' | 'en'): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', options).format(
    new Date(iso),
  )
}

/**
 * Sent when a member gets a seat: by registering, or from the waiting list (`promoted`). It
 * carries the ticket code, so the member can show it even if the app is not installed.
 */
export function registrationEmail(
  to: Recipient,
  event: EventFacts,
  ticketCode: string,
  link: string,
  promoted: boolean,
): MailMessage {
  const titleAr = event.title_ar || event.title_en
  const titleEn = event.title_en || event.title_ar
  return compose(
    'event-seat',
    to.email,
    `${promoted ? 'حصلت على مقعد' : 'تأكيد التسجيل'} | ${promoted ? 'You have a seat' : 'Registration confirmed'} — ${titleEn}`,
    {
      heading: promoted ? `أصبح لك مقعد في «${titleAr}»` : `تم تسجيلك في «${titleAr}»`,
      paragraphs: [
        promoted
          ? agreeWith(to, {
              female: 'تفرّغ مقعد فانتقلتِ من قائمة الانتظار إلى قائمة المسجلين.',
              male: 'تفرّغ مقعد فانتقلتَ من قائمة الانتظار إلى قائمة المسجلين.',
              other: 'تفرّغ مقعد فنُقل تسجيلك من قائمة الانتظار إلى قائمة المسجلين.',
            })
          : `شكرًا لتسجيلك في فعاليات ${SOCIETY.ar}.`,
        `الموعد: ${when(event.starts_at, 'ar')} (بتوقيت الرياض).`,
        agreeWith(to, {
          female:
            'اعرضي تذكرتك من صفحة الفعالية في البوابة عند الدخول؛ تعمل التذكرة دون اتصال بالإنترنت. رمز التذكرة:',
          male: 'اعرض تذكرتك من صفحة الفعالية في البوابة عند الدخول؛ تعمل التذكرة دون اتصال بالإنترنت. رمز التذكرة:',
          other:
            'تُعرض التذكرة من صفحة الفعالية في البوابة عند الدخول، وتعمل دون اتصال بالإنترنت. رمز التذكرة:',
        }),
        ticketCode,
      ],
      link: { href: link, label: 'عرض التذكرة' },
    },
    {
      heading: promoted ? `You now have a seat at “${titleEn}”` : `You are registered for “${titleEn}”`,
      paragraphs: [
        promoted
          ? 'A seat became free, so you moved from the waiting list to the attendees.'
          : `Thank you for registering for an event of the ${SOCIETY.en}.`,
        `When: ${when(event.starts_at, 'en')} (Riyadh time).`,
        'Show your ticket from the event page in the portal at the door; it works without a connection. Ticket code:',
        ticketCode,
      ],
      link: { href: link, label: 'Show ticket' },
    },
  )
}

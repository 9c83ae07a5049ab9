import { ACTIVATION_LINK_TTL_HOURS } from '@contract/constants'
import type { MailMessage } from './mailer'

/**
 * Every e-mail is bilingual: Arabic first (the portal's default language, right to left),
 * then English, in one message, since we do not know which language the reader prefers.
 */
const SOCIETY = { ar: 'الجمعية السعودية لجراحة العظام', en: 'Saudi Orthopedic Society' }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)
}

interface Part {
  heading: string
  paragraphs: string[]
  link?: { href: string; label: string }
}

function compose(to: string, subject: string, ar: Part, en: Part, logLine?: string): MailMessage {
  const textPart = (part: Part) => [part.heading, '', ...part.paragraphs.flatMap((p) => [p, '']), ...(part.link ? [part.link.href, ''] : [])].join('\n')
  const htmlPart = (part: Part, lang: 'ar' | 'en') => `
  <div lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" style="font-family: Tahoma, Arial, sans-serif; text-align: ${lang === 'ar' ? 'right' : 'left'}; margin: 0 0 32px">
    <h1 style="font-size: 20px; color: #0b5f4a">${escapeHtml(part.heading)}</h1>
    ${part.paragraphs.map((p) => `<p style="font-size: 15px; line-height: 1.6">${escapeHtml(p)}</p>`).join('\n    ')}
    ${part.link ? `<p><a href="${escapeHtml(part.link.href)}" style="display: inline-block; padding: 10px 18px; background: #0b5f4a; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(part.link.label)}</a></p>\n    <p style="font-size: 13px; color: #555; word-break: break-all">${escapeHtml(part.link.href)}</p>` : ''}
  </div>`
  return {
    to,
    subject,
    text: `${textPart(ar)}\n----------------------------------------\n\n${textPart(en)}`,
    html: `<!doctype html>\n<html><body>${htmlPart(ar, 'ar')}\n<hr>\n${htmlPart(en, 'en')}\n</body></html>`,
    logLine,
  }
}

export function activationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/activate?token=${encodeURIComponent(token)}`
}

export function activationEmail(to: string, link: string): MailMessage {
  return compose(
    to,
    `تفعيل حسابك | Activate your account — ${SOCIETY.en}`,
    {
      heading: 'تمت الموافقة على طلب عضويتك',
      paragraphs: [
        `وافقت ${SOCIETY.ar} على طلب عضويتك. فعّل حسابك بالضغط على الرابط أدناه.`,
        `الرابط صالح لمدة ${ACTIVATION_LINK_TTL_HOURS} ساعة ولمرة واحدة فقط. إن لم تطلب العضوية فتجاهل هذه الرسالة.`,
      ],
      link: { href: link, label: 'تفعيل الحساب' },
    },
    {
      heading: 'Your membership application was approved',
      paragraphs: [
        `The ${SOCIETY.en} approved your membership application. Activate your account with the link below.`,
        `The link is valid for ${ACTIVATION_LINK_TTL_HOURS} hours and can be used once. If you did not apply, ignore this e-mail.`,
      ],
      link: { href: link, label: 'Activate account' },
    },
    `Activation link for ${to}: ${link}`,
  )
}

export function applicationReceivedEmail(to: string, publicUrl: string): MailMessage {
  return compose(
    to,
    `استلمنا طلبك | Application received — ${SOCIETY.en}`,
    {
      heading: 'استلمنا طلب عضويتك',
      paragraphs: [
        `شكرًا لتسجيلك في ${SOCIETY.ar}. سيراجع أحد المسؤولين طلبك، وسنرسل إليك رابط تفعيل الحساب بالبريد الإلكتروني عند الموافقة عليه.`,
        'لا حاجة لأي إجراء منك الآن.',
      ],
      link: { href: publicUrl, label: 'زيارة البوابة' },
    },
    {
      heading: 'We received your membership application',
      paragraphs: [
        `Thank you for registering with the ${SOCIETY.en}. An administrator will review your application; once it is approved we will e-mail you a link to activate your account.`,
        'There is nothing you need to do for now.',
      ],
      link: { href: publicUrl, label: 'Visit the portal' },
    },
  )
}

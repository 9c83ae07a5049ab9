import {
  ACCOUNT_PURGE_AFTER_DAYS,
  ACTIVATION_LINK_TTL_HOURS,
  EMAIL_CHANGE_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
} from '@contract/constants'
import { arabicIndicDigits } from '@contract/digits'
import { genderSelect } from '@contract/gender'
import { genderOf } from '../auth/user-fields'
import { escapeHtml } from '../html'
import type { MailCategory, MailMessage } from './mailer'

/**
 * Every e-mail is bilingual: Arabic first (the portal's default language, right to left),
 * then English, in one message, since we do not know which language the reader prefers.
 */
/** A number inside an Arabic sentence, in Arabic-Indic digits. */
const ar = (value: number): string => arabicIndicDigits(String(value))

export const SOCIETY = { ar: 'الجمعية السعودية لجراحة العظام', en: 'Saudi Orthopedic Society' }

/**
 * Whom a message goes to: the address, and the account's gender as stored, which the Arabic
 * side's verbs and pronouns agree with (neutral wording when it is unset or unknown).
 */
export interface Recipient {
  email: string
  gender: string | null
}

/** The Arabic wording that agrees with the recipient: feminine, masculine, or neutral. */
export function agreeWith(
  recipient: Recipient,
  forms: { female: string; male: string; other: string },
): string {
  return genderSelect(genderOf(recipient.gender), forms)
}

interface Part {
  heading: string
  paragraphs: string[]
  link?: { href: string; label: string }
}

/** The languages of every bilingual message, as `Content-Language` lists them. */
export const BILINGUAL = 'ar, en'

export function compose(
  category: MailCategory,
  to: string,
  subject: string,
  ar: Part,
  en: Part,
  logLine?: string,
): MailMessage {
  const textPart = (part: Part) =>
    [
      part.heading,
      '',
      ...part.paragraphs.flatMap((p) => [p, '']),
      ...(part.link ? [part.link.href, ''] : []),
    ].join('\n')
  const htmlPart = (part: Part, lang: 'ar' | 'en') => `
  <div lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" style="font-family: Tahoma, Arial, sans-serif; text-align: ${lang === 'ar' ? 'right' : 'left'}; margin: 0 0 32px">
    <h1 style="font-size: 20px; color: #0b5f4a">${escapeHtml(part.heading)}</h1>
    ${part.paragraphs.map((p) => `<p style="font-size: 15px; line-height: 1.6">${escapeHtml(p)}</p>`).join('\n    ')}
    ${part.link ? `<p><a href="${escapeHtml(part.link.href)}" style="display: inline-block; padding: 10px 18px; background: #0b5f4a; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(part.link.label)}</a></p>\n    <p style="font-size: 13px; color: #555; word-break: break-all">${escapeHtml(part.link.href)}</p>` : ''}
  </div>`
  return {
    category,
    language: BILINGUAL,
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

export function activationEmail(to: Recipient, link: string): MailMessage {
  return compose(
    'activation',
    to.email,
    `تفعيل حسابك | Activate your account — ${SOCIETY.en}`,
    {
      heading: 'تمت الموافقة على طلب عضويتك',
      paragraphs: [
        agreeWith(to, {
          female: `وافقت ${SOCIETY.ar} على طلب عضويتك. فعّلي حسابك بالضغط على الرابط أدناه.`,
          male: `وافقت ${SOCIETY.ar} على طلب عضويتك. فعّل حسابك بالضغط على الرابط أدناه.`,
          other: `وافقت ${SOCIETY.ar} على طلب عضويتك، ويُفعَّل الحساب بالضغط على الرابط أدناه.`,
        }),
        `الرابط صالح لمدة ${ar(ACTIVATION_LINK_TTL_HOURS)} ساعة ولمرة واحدة فقط. ` +
          agreeWith(to, {
            female: 'إن لم تطلبي العضوية فتجاهلي هذه الرسالة.',
            male: 'إن لم تطلب العضوية فتجاهل هذه الرسالة.',
            other: 'إن لم يكن طلب العضوية منك فيُرجى تجاهل هذه الرسالة.',
          }),
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
    `Activation link for ${to.email}: ${link}`,
  )
}

export function applicationReceivedEmail(to: Recipient, publicUrl: string): MailMessage {
  return compose(
    'application-received',
    to.email,
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

/**
 * To the owner of an address someone tried to register again: the registration answers as
 * for a new account (it tells nobody which addresses hold accounts), and the owner hears of it.
 */
export function registrationAttemptEmail(to: Recipient, publicUrl: string): MailMessage {
  return compose(
    'registration-attempt',
    to.email,
    `محاولة تسجيل ببريدك | Someone tried to register with your address — ${SOCIETY.en}`,
    {
      heading: 'حاول أحدهم التسجيل ببريدك الإلكتروني',
      paragraphs: [
        `حاول أحدهم التسجيل في ${SOCIETY.ar} بعنوان بريدك الإلكتروني، ولهذا العنوان حساب لدينا بالفعل، فلم يُنشأ حساب جديد.`,
        agreeWith(to, {
          female:
            'إن كنتِ أنتِ، فسجّلي الدخول أو أعيدي تعيين كلمة المرور من الرابط أدناه. وإن لم تكوني أنتِ، فتجاهلي هذه الرسالة؛ لم يتغير شيء في حسابك.',
          male: 'إن كنت أنت، فسجّل الدخول أو أعد تعيين كلمة المرور من الرابط أدناه. وإن لم تكن أنت، فتجاهل هذه الرسالة؛ لم يتغير شيء في حسابك.',
          other:
            'إن كانت المحاولة منك، فيمكن تسجيل الدخول أو إعادة تعيين كلمة المرور من الرابط أدناه. وإن لم تكن منك، فيُرجى تجاهل هذه الرسالة؛ لم يتغير شيء في الحساب.',
        }),
      ],
      link: { href: `${publicUrl}/forgot-password`, label: 'إعادة تعيين كلمة المرور' },
    },
    {
      heading: 'Someone tried to register with your address',
      paragraphs: [
        `Someone tried to register with the ${SOCIETY.en} using your e-mail address. This address already has an account, so no new account was created.`,
        'If it was you, sign in or reset your password with the link below. If it was not you, ignore this e-mail; nothing changed in your account.',
      ],
      link: { href: `${publicUrl}/forgot-password`, label: 'Reset password' },
    },
  )
}

export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`
}

export function passwordResetEmail(to: Recipient, link: string): MailMessage {
  return compose(
    'password-reset',
    to.email,
    `إعادة تعيين كلمة المرور | Reset your password — ${SOCIETY.en}`,
    {
      heading: 'إعادة تعيين كلمة المرور',
      paragraphs: [
        agreeWith(to, {
          female: `وصلنا طلب لإعادة تعيين كلمة مرور حسابك في ${SOCIETY.ar}. اختاري كلمة مرور جديدة بالضغط على الرابط أدناه.`,
          male: `وصلنا طلب لإعادة تعيين كلمة مرور حسابك في ${SOCIETY.ar}. اختر كلمة مرور جديدة بالضغط على الرابط أدناه.`,
          other: `وصلنا طلب لإعادة تعيين كلمة مرور حسابك في ${SOCIETY.ar}، ويمكن اختيار كلمة مرور جديدة بالضغط على الرابط أدناه.`,
        }),
        `الرابط صالح لمدة ${ar(PASSWORD_RESET_TTL_MINUTES)} دقيقة ولمرة واحدة فقط. ` +
          agreeWith(to, {
            female: 'إن لم تطلبي ذلك فتجاهلي هذه الرسالة، وستبقى كلمة مرورك كما هي.',
            male: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
            other: 'إن لم يكن الطلب منك فيُرجى تجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
          }),
      ],
      link: { href: link, label: 'تعيين كلمة مرور جديدة' },
    },
    {
      heading: 'Reset your password',
      paragraphs: [
        `We received a request to reset the password of your ${SOCIETY.en} account. Choose a new password with the link below.`,
        `The link is valid for ${PASSWORD_RESET_TTL_MINUTES} minutes and can be used once. If you did not ask for it, ignore this e-mail; your password stays as it is.`,
      ],
      link: { href: link, label: 'Choose a new password' },
    },
    `Password reset link for ${to.email}: ${link}`,
  )
}

/** Sent after every change of a password (reset by link or changed while signed in), so an owner who did not do it finds out. */
export function passwordChangedEmail(
  to: Recipient,
  publicUrl: string,
  how: 'reset' | 'changed',
): MailMessage {
  const forgotLink = `${publicUrl}/forgot-password`
  return compose(
    'password-changed',
    to.email,
    `تم تغيير كلمة المرور | Your password was changed — ${SOCIETY.en}`,
    {
      heading: 'تم تغيير كلمة المرور',
      paragraphs: [
        how === 'reset'
          ? `أُعيد تعيين كلمة مرور حسابك في ${SOCIETY.ar} عبر رابط أُرسل إلى بريدك، وسُجّل خروجك من جميع الأجهزة.`
          : `غُيّرت كلمة مرور حسابك في ${SOCIETY.ar} من داخل البوابة، وسُجّل خروجك من الأجهزة الأخرى.`,
        agreeWith(to, {
          female: 'إن لم تقومي بذلك، فأعيدي تعيين كلمة المرور فورًا من الرابط أدناه وتواصلي مع الدعم.',
          male: 'إن لم تقم بذلك، فأعد تعيين كلمة المرور فورًا من الرابط أدناه وتواصل مع الدعم.',
          other: 'إن لم يكن ذلك منك، فيُرجى إعادة تعيين كلمة المرور فورًا من الرابط أدناه والتواصل مع الدعم.',
        }),
      ],
      link: { href: forgotLink, label: 'إعادة تعيين كلمة المرور' },
    },
    {
      heading: 'Your password was changed',
      paragraphs: [
        how === 'reset'
          ? `The password of your ${SOCIETY.en} account was reset with a link sent to this address, and every device was signed out.`
          : `The password of your ${SOCIETY.en} account was changed from within the portal, and your other devices were signed out.`,
        'If this was not you, reset your password right away with the link below and contact support.',
      ],
      link: { href: forgotLink, label: 'Reset password' },
    },
  )
}

export function emailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`
}

/** To the new address: the link that makes it the account's e-mail. */
export function emailChangeEmail(to: Recipient, link: string): MailMessage {
  return compose(
    'email-change',
    to.email,
    `تأكيد بريدك الإلكتروني الجديد | Confirm your new e-mail address — ${SOCIETY.en}`,
    {
      heading: 'تأكيد بريدك الإلكتروني الجديد',
      paragraphs: [
        `طُلب اعتماد هذا العنوان بريدًا إلكترونيًا لحسابك في ${SOCIETY.ar}. ` +
          agreeWith(to, {
            female: 'اضغطي الرابط أدناه لتأكيده، وبعدها تسجّلين الدخول به.',
            male: 'اضغط الرابط أدناه لتأكيده، وبعدها تسجّل الدخول به.',
            other: 'يُؤكَّد العنوان بالضغط على الرابط أدناه، ويصبح تسجيل الدخول به بعد ذلك.',
          }),
        `الرابط صالح لمدة ${ar(EMAIL_CHANGE_TTL_HOURS)} ساعة ولمرة واحدة فقط. ` +
          agreeWith(to, {
            female: 'إن لم تطلبي ذلك فتجاهلي هذه الرسالة، ولن يتغير شيء.',
            male: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغير شيء.',
            other: 'إن لم يكن الطلب منك فيُرجى تجاهل هذه الرسالة، ولن يتغير شيء.',
          }),
      ],
      link: { href: link, label: 'تأكيد البريد الإلكتروني' },
    },
    {
      heading: 'Confirm your new e-mail address',
      paragraphs: [
        `This address was given as the new e-mail of a ${SOCIETY.en} account. Confirm it with the link below; you then sign in with it.`,
        `The link is valid for ${EMAIL_CHANGE_TTL_HOURS} hours and can be used once. If you did not ask for it, ignore this e-mail; nothing changes.`,
      ],
      link: { href: link, label: 'Confirm e-mail address' },
    },
    `E-mail change link for ${to.email}: ${link}`,
  )
}

/** To the old address, once the new one is confirmed: an owner who did not do it finds out. */
export function emailChangedEmail(to: Recipient, newEmail: string, publicUrl: string): MailMessage {
  const forgotLink = `${publicUrl}/forgot-password`
  return compose(
    'email-changed',
    to.email,
    `تم تغيير بريدك الإلكتروني | Your e-mail address was changed — ${SOCIETY.en}`,
    {
      heading: 'تم تغيير بريدك الإلكتروني',
      paragraphs: [
        `أصبح بريد حسابك في ${SOCIETY.ar} هو ${newEmail}، ولن تصل رسائل الحساب إلى هذا العنوان بعد الآن.`,
        agreeWith(to, {
          female: 'إن لم تقومي بذلك، فتواصلي مع الدعم فورًا.',
          male: 'إن لم تقم بذلك، فتواصل مع الدعم فورًا.',
          other: 'إن لم يكن ذلك منك، فيُرجى التواصل مع الدعم فورًا.',
        }),
      ],
      link: { href: forgotLink, label: 'إعادة تعيين كلمة المرور' },
    },
    {
      heading: 'Your e-mail address was changed',
      paragraphs: [
        `The e-mail of your ${SOCIETY.en} account is now ${newEmail}; account messages no longer come to this address.`,
        'If this was not you, contact support right away.',
      ],
      link: { href: forgotLink, label: 'Reset password' },
    },
  )
}

/** To the owner, when they delete their account: what happens now and when the rest goes. */
export function accountDeletedEmail(to: Recipient, publicUrl: string): MailMessage {
  return compose(
    'account-deleted',
    to.email,
    `تم حذف حسابك | Your account was deleted — ${SOCIETY.en}`,
    {
      heading: 'تم حذف حسابك',
      paragraphs: [
        `حُذف حسابك في ${SOCIETY.ar} بطلبك: أُخفي ملفك من دليل الأعضاء وسُجّل خروجك من جميع الأجهزة.`,
        `ستُمحى بياناتك الشخصية نهائيًا بعد ${ar(ACCOUNT_PURGE_AFTER_DAYS)} يومًا. ` +
          agreeWith(to, {
            female: 'إن لم تطلبي ذلك، فتواصلي مع الدعم قبل انقضاء هذه المدة.',
            male: 'إن لم تطلب ذلك، فتواصل مع الدعم قبل انقضاء هذه المدة.',
            other: 'إن لم يكن الطلب منك، فيُرجى التواصل مع الدعم قبل انقضاء هذه المدة.',
          }),
      ],
      link: { href: publicUrl, label: 'زيارة البوابة' },
    },
    {
      heading: 'Your account was deleted',
      paragraphs: [
        `Your ${SOCIETY.en} account was deleted at your request: your profile is hidden from the member directory and every device was signed out.`,
        `Your personal data will be erased for good after ${ACCOUNT_PURGE_AFTER_DAYS} days. If this was not you, contact support before then.`,
      ],
      link: { href: publicUrl, label: 'Visit the portal' },
    },
  )
}

import type { Locale } from '@contract/constants'
import type { Selectable } from 'kysely'
import type { AnnouncementsTable } from '../../db/database'
import { escapeHtml } from '../../lib/html'
import { markdownToHtml } from '../../lib/mail/markdown-html'
import type { MailMessage } from '../../lib/mail/mailer'
import { SOCIETY } from '../../lib/mail/templates'

type Written = Pick<
  Selectable<AnnouncementsTable>,
  'subject_ar' | 'subject_en' | 'body_ar' | 'body_en' | 'link' | 'promotional'
>

const WORDS = {
  ar: {
    open: 'افتح في البوابة',
    why: `تصلك هذه الرسالة لأنك عضو في ${SOCIETY.ar}.`,
    unsubscribe: 'إيقاف رسائل الإعلانات بالبريد الإلكتروني',
    why_promotion: `تصلك هذه الرسالة لأنك اخترت تلقّي العروض الترويجية من ${SOCIETY.ar}.`,
    unsubscribe_promotion: 'إيقاف الرسائل الترويجية بالبريد الإلكتروني',
    test: '[تجربة] ',
  },
  en: {
    open: 'Open in the portal',
    why: `You receive this e-mail as a member of the ${SOCIETY.en}.`,
    unsubscribe: 'Stop announcement e-mails',
    why_promotion: `You receive this e-mail because you chose the ${SOCIETY.en}'s promotional offers.`,
    unsubscribe_promotion: 'Stop promotional e-mails',
    test: '[Test] ',
  },
} as const

/** Plain text of a body for the notification centre's line: markdown marks dropped, cut at a word. */
function plainExcerpt(markdown: string, length: number): string {
  const plain = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (plain.length <= length) return plain
  const cut = plain.slice(0, length)
  const space = cut.lastIndexOf(' ')
  return `${space > length * 0.6 ? cut.slice(0, space) : cut}…`
}

/** The notification centre's title and line in both languages (the app shows the reader's, else the other). */
export function notificationText(row: Written) {
  return {
    title_ar: row.subject_ar,
    title_en: row.subject_en,
    body_ar: plainExcerpt(row.body_ar, 280),
    body_en: plainExcerpt(row.body_en, 280),
  }
}

/**
 * One member's e-mail of an announcement, in one language, with the one-click unsubscribe
 * headers of RFC 8058 (the header's address takes the form POST without signing in) and a
 * visible link to the app's confirm page.
 */
export function announcementEmail(
  publicUrl: string,
  row: Written,
  language: Locale,
  to: string,
  token: string,
  options: { test?: boolean } = {},
): MailMessage {
  const words = WORDS[language]
  // A promotion says why it came (the member's opt-in) and its link turns off promotions only.
  const why = row.promotional === 1 ? words.why_promotion : words.why
  const unsubscribe = row.promotional === 1 ? words.unsubscribe_promotion : words.unsubscribe
  const subject = (options.test ? words.test : '') + (language === 'ar' ? row.subject_ar : row.subject_en)
  const body = language === 'ar' ? row.body_ar : row.body_en
  const dir = language === 'ar' ? 'rtl' : 'ltr'
  const link = row.link ? `${publicUrl}${row.link}` : null
  const pageLink = `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`
  const oneClick = `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`
  const text = [
    subject,
    '',
    body,
    '',
    ...(link ? [`${words.open}: ${link}`, ''] : []),
    '--',
    why,
    `${unsubscribe}: ${pageLink}`,
    '',
  ].join('\n')
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}"><body>
  <div lang="${language}" dir="${dir}" style="font-family: Tahoma, Arial, sans-serif; text-align: ${language === 'ar' ? 'right' : 'left'}; max-width: 640px">
    <h1 style="font-size: 20px; color: #0b5f4a">${escapeHtml(subject)}</h1>
    ${markdownToHtml(body, publicUrl)}
    ${link ? `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #0b5f4a; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(words.open)}</a></p>` : ''}
    <hr>
    <p style="font-size: 13px; color: #555">${escapeHtml(why)} <a href="${escapeHtml(pageLink)}">${escapeHtml(unsubscribe)}</a></p>
  </div>
</body></html>`
  return {
    category: 'announcement',
    language,
    to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

import { genderSelect } from '@contract/gender'
import { genderOf } from '../../lib/auth/user-fields'
import { riyadhTime } from '../../lib/mail/event-templates'
import type { NewNotification } from './service'

/**
 * The words of the notifications the portal writes on its own, in both languages (the centre
 * shows the reader's). A title missing in one language reads the other's. An Arabic sentence
 * addressing the member agrees with the account's gender, and avoids a verb of address when it
 * is unset (decision 530).
 */

interface Titled {
  title_ar: string
  title_en: string
}

const both = (item: Titled) => ({ ar: item.title_ar || item.title_en, en: item.title_en || item.title_ar })
const eventLink = (eventId: number) => `/events/${eventId}`

/** A seat in an event, taken by registering or given from the waiting list. */
export function seatNotification(
  userId: number,
  event: Titled & { id: number; starts_at: string },
  promoted: boolean,
  stamp: string,
): NewNotification {
  const title = both(event)
  return {
    user_id: userId,
    kind: promoted ? 'registration_promoted' : 'registration_confirmed',
    title_ar: promoted ? `أصبح لك مقعد في «${title.ar}»` : `تم تأكيد تسجيلك في «${title.ar}»`,
    title_en: promoted ? `You now have a seat at “${title.en}”` : `Registration confirmed: “${title.en}”`,
    body_ar: `${promoted ? 'تفرّغ مقعد فانتقلت من قائمة الانتظار إلى قائمة المسجلين. ' : ''}الموعد: ${riyadhTime(event.starts_at, 'ar')} (بتوقيت الرياض). تذكرتك في صفحة الفعالية.`,
    body_en: `${promoted ? 'A seat became free, so you moved from the waiting list to the attendees. ' : ''}When: ${riyadhTime(event.starts_at, 'en')} (Riyadh time). Your ticket is on the event page.`,
    link: eventLink(event.id),
    announcement_id: null,
    created_at: stamp,
  }
}

/** The day before a registered event; its topic makes it once per member and event. */
export function reminderNotification(
  member: { user_id: number; gender: string | null },
  event: Titled & { id: number; starts_at: string; location_ar: string | null; location_en: string | null },
  stamp: string,
): NewNotification {
  const title = both(event)
  const placeAr = event.location_ar || event.location_en
  const placeEn = event.location_en || event.location_ar
  const showTicket = genderSelect(genderOf(member.gender), {
    female: 'اعرضي تذكرتك عند الدخول.',
    male: 'اعرض تذكرتك عند الدخول.',
    other: 'يُرجى إبراز التذكرة عند الدخول.',
  })
  return {
    user_id: member.user_id,
    kind: 'event_reminder',
    title_ar: `تذكير: «${title.ar}» خلال يوم`,
    title_en: `Reminder: “${title.en}” is within a day`,
    body_ar: `الموعد: ${riyadhTime(event.starts_at, 'ar')} (بتوقيت الرياض)${placeAr ? `، المكان: ${placeAr}` : ''}. ${showTicket}`,
    body_en: `When: ${riyadhTime(event.starts_at, 'en')} (Riyadh time)${placeEn ? `, at ${placeEn}` : ''}. Show your ticket at the door.`,
    link: eventLink(event.id),
    announcement_id: null,
    topic: `event-reminder:${event.id}`,
    created_at: stamp,
  }
}

/** A starred session moved: its new time and room. */
export function sessionChangeNotification(
  userId: number,
  session: Titled & { event_id: number; starts_at: string; room: string | null },
  stamp: string,
): NewNotification {
  const title = both(session)
  return {
    user_id: userId,
    kind: 'session_changed',
    title_ar: `تغيّر موعد أو قاعة «${title.ar}»`,
    title_en: `“${title.en}” has a new time or room`,
    body_ar: `الموعد الآن: ${riyadhTime(session.starts_at, 'ar')} (بتوقيت الرياض)${session.room ? `، القاعة: ${session.room}` : ''}.`,
    body_en: `Now: ${riyadhTime(session.starts_at, 'en')} (Riyadh time)${session.room ? `, room: ${session.room}` : ''}.`,
    link: eventLink(session.event_id),
    announcement_id: null,
    created_at: stamp,
  }
}

/** A CME certificate issued: it can be downloaded from the member's certificates at once. */
export function certificateNotification(
  userId: number,
  event: Titled,
  hours: number,
  stamp: string,
): NewNotification {
  const title = both(event)
  const hoursAr = new Intl.NumberFormat('ar-SA-u-nu-arab').format(hours)
  const hoursEn = new Intl.NumberFormat('en-GB').format(hours)
  return {
    user_id: userId,
    kind: 'certificate_ready',
    title_ar: `شهادة «${title.ar}» جاهزة للتنزيل`,
    title_en: `Your certificate for “${title.en}” is ready to download`,
    body_ar: `ساعات التعليم الطبي المستمر: ${hoursAr}. تُحتسب في سجل التطوير المهني المستمر.`,
    body_en: `CME hours: ${hoursEn}. It counts in your CPD record.`,
    link: '/certificates',
    announcement_id: null,
    created_at: stamp,
  }
}

import { handOverFile } from '@/lib/offline/offline-actions'

/** Hands an iCalendar text to the browser as a download (the phone's calendar opens it). */
export function downloadIcs(ics: string, fileName: string): void {
  handOverFile({ blob: new Blob([ics], { type: 'text/calendar;charset=utf-8' }), name: fileName }, false)
}

/**
 * The day a file says its numbers were retrieved ("Retrieved: 2026-11-23"), as an ISO date: the
 * same in a CSV, a sheet, a slide and a chart's file on an English or a German page, and sorted
 * as text by any spreadsheet. Every export that is made now, from what the page holds now, asks
 * here, so none can write the date another way.
 *
 * It is the UTC day, as the exports have always written it (a reader east of Greenwich who
 * exports just after midnight gets yesterday's date); a kept answer's date comes from the time it
 * was fetched instead, not from here.
 */
export function retrievedToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

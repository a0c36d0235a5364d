import { cleanLink } from '../citation/citable'
import type { Collection } from './model'

export type EntryRecord = Record<string, string | number | Date | null>

function day(iso: string | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * One record per entry, every field the collection holds: what the CSV and the Excel sheet
 * list. `origin` turns the entry's app address into a full link.
 */
export function entryRecords(collection: Collection, origin: string): EntryRecord[] {
  return collection.entries.map((entry, index) => ({
    Position: index + 1,
    Kind: entry.kind,
    Title: entry.title,
    Sources: entry.citable.sources.join('; '),
    Publishers: entry.citable.publishers.join('; '),
    Released: day(entry.citable.released),
    Retrieved: day(entry.citable.retrieved),
    Link: cleanLink(entry.citable.url) ?? '',
    'In the app': `${origin}${entry.href}`,
    Note: entry.note,
    Details: entry.snapshot.map((s) => `${s.label}: ${s.value}`).join(' | '),
    Added: day(entry.addedAt),
  }))
}

/** A CSV cell's text: dates as YYYY-MM-DD, which every spreadsheet reads. */
export function recordText(value: string | number | Date | null): string | number | null {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value
}

import { m } from '../../paraglide/messages.js'

type Counts = { count: number; of: number; why: string }

/**
 * The content search's sentences for what a list left out (components/unreadable-note.tsx), by
 * what the list holds. German takes the dative of the noun ("von 10 Ergebnissen").
 */
export const UNREADABLE = {
  results: (counts: Counts) => m.unreadable_note({ ...counts, things: m.unreadable_results() }),
  places: (counts: Counts) => m.unreadable_note({ ...counts, things: m.unreadable_places() }),
  questions: (counts: Counts) => m.unreadable_note({ ...counts, things: m.unreadable_questions() }),
}

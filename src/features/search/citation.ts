import { formatDate } from '../../lib/format'
import type { ResultView } from './result-view'
import { factValues } from './result-view'

/** A plain-text citation: title, source, publisher, date, link (and when it was accessed). */
export function citationText(view: ResultView, accessed: Date = new Date()): string {
  const sources = factValues(view, 'Sources')
  const publishers = factValues(view, 'Publishers')
  const date = view.released ?? view.updated ?? view.date
  const parts = [
    view.title,
    sources.length > 0 ? `Source: ${sources.join('; ')}` : undefined,
    publishers.length > 0 ? `Publisher: ${publishers.join('; ')}` : undefined,
    date ? formatDate(date) : undefined,
    view.link
      ? `${view.link} (accessed ${formatDate(accessed.toISOString(), { local: true })})`
      : undefined,
  ]
  return parts.filter((part): part is string => part !== undefined).join('. ')
}

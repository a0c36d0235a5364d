import { m } from '../../paraglide/messages.js'
/**
 * The words of a query as the search page treats them: the highlighter marks them and the match
 * check counts results without them, so a word is "in" a result exactly when it is marked.
 * Words shorter than 2 characters are ignored; matching is case-insensitive and inside words.
 */
export function queryTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/))].filter((term) => term.length >= 2)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** One capturing group matching any of `terms`, for String.split; undefined without terms. */
export function termPattern(terms: readonly string[]): RegExp | undefined {
  return terms.length === 0 ? undefined : new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi')
}

/** The text a reader sees of some HTML: tags dropped, the common entities read. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
}

/** What of a result is searched for the words: what the card highlights and shows. */
export interface MatchFields {
  title: string
  subject?: string | undefined
  descriptionHtml?: string | undefined
  /**
   * An indicator's places (code to name), listed on its card: "germany" is in an indicator
   * whose places include Germany, though its title names none.
   */
  geos?: Readonly<Record<string, string>> | undefined
}

/** The query's words that appear nowhere in the result's title, subject, description or places. */
export function missingTerms(fields: MatchFields, terms: readonly string[]): string[] {
  const text = [
    fields.title,
    fields.subject ?? '',
    visibleText(fields.descriptionHtml ?? ''),
    ...Object.values(fields.geos ?? {}),
  ]
    .join(' ')
    .toLowerCase()
  return terms.filter((term) => !text.includes(term))
}

export interface MatchReport {
  total: number
  /** Per word no result holds everywhere: how many results lack it, in the query's order. */
  lacking: { term: string; count: number }[]
  /** Per result id, the words it lacks (only results that lack one). */
  byItem: ReadonlyMap<string, string[]>
}

/** How far the loaded results hold every word of the query. */
export function matchReport(
  items: readonly (MatchFields & { id: string })[],
  query: string,
): MatchReport {
  const terms = queryTerms(query)
  const byItem = new Map<string, string[]>()
  for (const item of items) {
    const missing = missingTerms(item, terms)
    if (missing.length > 0) byItem.set(item.id, missing)
  }
  const lacking = terms
    .map((term) => ({
      term,
      count: [...byItem.values()].filter((missing) => missing.includes(term)).length,
    }))
    .filter((entry) => entry.count > 0)
  return { total: items.length, lacking, byItem }
}

/** The notice's sentence: "12 of 20 results do not contain 'sales'". */
export function matchSentence(report: MatchReport): string | undefined {
  if (report.lacking.length === 0) return undefined
  return report.lacking
    .map(({ term, count }, index) =>
      index === 0
        ? m.match_lacking_first({ count, total: report.total, term })
        : m.match_lacking_more({ count, term }),
    )
    .join('; ')
    .concat('.')
}

import { questionOf } from '../address/search-params'
import { m } from '../../../paraglide/messages.js'

/** Filter answers grouped by question, in the order their questions were first added. */
export function groupFilters(ids: readonly string[]): { questionId: string; answers: string[] }[] {
  const groups = new Map<string, string[]>()
  for (const id of ids) {
    const q = questionOf(id)
    groups.set(q, [...(groups.get(q) ?? []), id])
  }
  return [...groups.entries()].map(([questionId, answers]) => ({ questionId, answers }))
}

/**
 * The filter logic as a sentence: answers of one question are OR, different questions AND,
 * e.g. "Gen Z AND (Berlin OR Hamburg)" ("Gen Z UND (Berlin ODER Hamburg)"). Empty when there
 * are no filters.
 */
export function filterSentence(ids: readonly string[], label: (id: string) => string): string {
  const or = ` ${m.survey_filter_or()} `
  return groupFilters(ids)
    .map(({ answers }) => {
      const names = answers.map(label)
      return names.length > 1 ? `(${names.join(or)})` : (names[0] ?? '')
    })
    .join(` ${m.survey_filter_and()} `)
}

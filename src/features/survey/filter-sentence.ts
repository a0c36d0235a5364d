import { questionOf } from './search-params'

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
 * e.g. "Gen Z AND (Berlin OR Hamburg)". Empty when there are no filters.
 */
export function filterSentence(ids: readonly string[], label: (id: string) => string): string {
  return groupFilters(ids)
    .map(({ answers }) => {
      const names = answers.map(label)
      return names.length > 1 ? `(${names.join(' OR ')})` : (names[0] ?? '')
    })
    .join(' AND ')
}

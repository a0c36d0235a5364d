import type { ConsumerInsightQuestion } from '../../../api/schemas'
import { nonSubstantiveAnswers } from './non-substantive'
import { topIsHigh } from './scale-direction'

/**
 * The service's numeric answer codes (`code` in the question search's answers_subset), as this
 * browser has seen them in search results this visit. A mean row starts from them when they
 * say more than the answer order does; they are then written into the address (`scores`), so
 * a link gives the same mean in a browser that never searched.
 */
const codes = new Map<string, number>()

export function rememberCodes(results: readonly ConsumerInsightQuestion[]): void {
  for (const q of results)
    for (const a of q.answers_subset)
      if (typeof a.code === 'number' && Number.isFinite(a.code)) codes.set(a.answer_id, a.code)
}

/**
 * Scores from the service's codes for the substantive answers, or undefined when a code is
 * missing or the codes say no more than the default scores: 1…n in answer order, or, on a scale
 * listed from its high end (scored n…1 by default, scale-direction.ts), any codes that merely
 * rise in answer order: they number the answers, and taking them would turn the mean round.
 */
export function codeScores(
  answerIds: readonly string[],
  labels: readonly string[],
  known: ReadonlyMap<string, number> = codes,
): Map<string, number> | undefined {
  const scores = new Map<string, number>()
  let differs = false
  const all = answerIds.map((_, k) => labels[k] ?? '')
  const leftOut = nonSubstantiveAnswers(all)
  for (const [k, id] of answerIds.entries()) {
    if (leftOut[k]) continue
    const code = known.get(id)
    if (code === undefined) return undefined
    if (code !== k + 1) differs = true
    scores.set(id, code)
  }
  if (!differs || scores.size === 0) return undefined
  const inOrder = [...scores.values()]
  const rising = inOrder.every((code, k) => k === 0 || code > inOrder[k - 1]!)
  return rising && topIsHigh(all, leftOut) ? undefined : scores
}

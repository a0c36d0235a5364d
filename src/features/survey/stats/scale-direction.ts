/**
 * Which way a rating scale runs. Questionnaires often list a scale from its high end down ("Very
 * important … Not important at all", "Strongly agree … Strongly disagree", "Daily … Never"):
 * scored 1…n in answer order, a lower mean would then mean more important, more agreement, more
 * often, and readers misread it. A scale whose first answer is the affirmative end and whose
 * last is the negated one is therefore scored top-high by default (mean-analysis.ts), and the
 * mean's words say so.
 */

// The negated end of a scale, English and German, as whole words.
const NEGATED = [
  /\b(not|never|no longer|hardly|rarely)\b/,
  /\bno\b(?! more than)/,
  /\b(disagree|dissatisfied|dislike|unimportant|unsatisfied|unlikely|uninterested|unhappy|poor|bad)\b/,
  /\b(nicht|nie|niemals|kaum|selten)\b/,
  /\b(keine?|keinen|keiner)\b/,
  /\b(unwichtig|unzufrieden|unwahrscheinlich|uninteressiert|unglücklich|schlecht|lehne)\w*/,
]

const normal = (label: string) => label.trim().toLowerCase().replace(/[’‘]/g, "'")

function negated(label: string): boolean {
  const text = normal(label)
  return NEGATED.some((pattern) => pattern.test(text))
}

/**
 * True when three or more scored answers (in the service's order; `leftOut` marks those out of
 * the mean) run from an affirmative first answer to a negated last one: the top answer is the
 * scale's high end. A scale of amounts ("None … More than 2 hours") or one listed from its low
 * end is left in answer order.
 */
export function topIsHigh(labels: readonly string[], leftOut: readonly boolean[]): boolean {
  const scored = labels.filter((_, k) => !leftOut[k])
  // Two answers (Yes / No) are a choice, not a scale: they keep answer order.
  if (scored.length < 3) return false
  const first = scored[0] ?? ''
  const last = scored.at(-1) ?? ''
  return !negated(first) && negated(last)
}

import type { QuestionType } from './types'

/**
 * How a generated answer depends on the respondent: [label, base share, youth, affluence,
 * female, trend, per-country shift]. Effects are log-odds added at the extremes (youth +1 for
 * Gen Z, -1 for Baby Boomers; affluence +1 for the top income band, -1 for the lowest; female
 * +1 / male -1; trend +1 in the latest year, -1 in the first), so a coefficient of 1 roughly
 * doubles or halves the odds between the two ends.
 */
export type AnswerSpec = readonly [
  label: string,
  base: number,
  youth?: number,
  affluence?: number,
  female?: number,
  trend?: number,
  country?: Readonly<Record<string, number>>,
]

export interface QuestionSpec {
  id: string
  indicator: string
  label: string
  type: QuestionType
  topic: string
  answers: readonly AnswerSpec[]
  /** Survey-year offsets asked, inclusive (0 = first year); default every year. */
  span?: readonly [number, number]
  /** Countries asked; default every country. */
  countries?: readonly string[]
}

/** Every multi-pick question ends with this answer, picked when nothing else is. */
export const NONE_OF_THESE = 'None of these'

import { COUNTRY_PROFILES } from './countries'
import { buildQuestions } from './questions'
import { generateRespondents } from './respondents'
import type { Survey } from './types'

export type { Survey } from './types'

/** Survey waves: the six years ending with the year of `now`, so the default year has data. */
export const SURVEY_WAVES = 6

/**
 * The generated multi-country consumer survey. Deterministic: the same `now` year and
 * respondent count always give the same answers.
 */
export function createSurvey(options: { now: Date; respondents: number }): Survey {
  const total = Math.max(0, Math.floor(options.respondents))
  const last = options.now.getUTCFullYear()
  const years = Array.from({ length: SURVEY_WAVES }, (_, i) => last - SURVEY_WAVES + 1 + i)
  const questions = buildQuestions(years)
  const generated = generateRespondents(questions, years, total)
  return {
    id: 'global-consumer-survey',
    questions,
    byId: new Map(questions.map((q) => [q.id, q])),
    countries: COUNTRY_PROFILES.map(({ code, name }) => ({ code, name })),
    years,
    respondents: total,
    ...generated,
    metadata: { min_year: years[0] ?? last, max_year: years[years.length - 1] ?? last },
  }
}

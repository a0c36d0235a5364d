import { COUNTRY_PROFILES } from './countries'
import { DEMOGRAPHIC_SPECS } from './demographics'
import { NONE_OF_THESE, type AnswerSpec, type QuestionSpec } from './question-spec'
import { LIFE_SPECS } from './topics-life'
import { MEDIA_SPECS } from './topics-media'
import type { Question } from './types'

export const ALL_SPECS: readonly QuestionSpec[] = [
  ...DEMOGRAPHIC_SPECS,
  ...MEDIA_SPECS,
  ...LIFE_SPECS,
]

/** Answer specs as generated: multi-pick questions get a trailing "None of these". */
export function answerSpecs(spec: QuestionSpec): readonly AnswerSpec[] {
  return spec.type === 'multi-pick' ? [...spec.answers, [NONE_OF_THESE, 0]] : spec.answers
}

/** The public question objects for the given survey years. */
export function buildQuestions(years: readonly number[]): Question[] {
  const allCountries = COUNTRY_PROFILES.map((c) => c.code)
  return ALL_SPECS.map((spec) => {
    const answers = answerSpecs(spec)
    if (spec.type === 'multi-pick' && answers.length > 32)
      throw new Error(`${spec.id}: a multi-pick question holds at most 32 answers`)
    if (new Set(answers.map((a) => a[0])).size !== answers.length)
      throw new Error(`${spec.id}: answer labels must be unique (they name the series)`)
    const [from, to] = spec.span ?? [0, years.length - 1]
    return {
      id: spec.id,
      indicator: spec.indicator,
      label: spec.label,
      type: spec.type,
      topic: spec.topic,
      answers: answers.map(([label], i) => ({
        answer_id: `${spec.id}#${i + 1}`,
        label,
        order: i + 1,
        code: i + 1,
      })),
      years: years.filter((_, i) => i >= from && i <= to),
      countries: [...(spec.countries ?? allCountries)],
    }
  })
}

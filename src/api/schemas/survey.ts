import { isQuestionId, MAX_ANSWER_CODE } from '../survey-ids'
import { z } from '../zod'
import { countSchema, readableItems } from './primitives'
import { someOf } from './shared'

export const answerSubsetItemSchema = z.looseObject({
  answer_id: z.string(),
  label: z.string(),
  order: z.nullish(z.int()),
  code: z.nullish(z.int().check(z.gte(0), z.lte(MAX_ANSWER_CODE))),
})

export const consumerInsightQuestionSchema = z.looseObject({
  // An ID the address cannot carry could not be put on rows, columns or filters.
  question_id: z.string().check(z.refine(isQuestionId, { message: 'not a question ID' })),
  indicator: z.nullish(z.string()),
  label: z.string(),
  question_type: z.nullish(z.string()),
  metadata: z.nullish(
    z.looseObject({
      min_year: z.nullish(z.int()),
      max_year: z.nullish(z.int()),
    }),
  ),
  answers_subset: someOf(answerSubsetItemSchema),
  total_answers: z.nullish(countSchema),
})

/** Questions found: those that can be read, and a note of those that cannot. */
export const consumerInsightSearchSchema = z.pipe(
  z.looseObject({ results: readableItems(consumerInsightQuestionSchema) }),
  z.transform(({ results, ...rest }) => ({
    ...rest,
    results: results.items,
    unreadable: results.unreadable,
  })),
)

/**
 * One cell of a table. Strict: a table is read whole or not at all, and a percentage above 100
 * or a negative count would mislead whoever reads the table, so such an answer is refused with
 * what was wrong rather than shown. (The service rounds to one decimal; 100.05 is still 100.)
 */
export const dataPointSchema = z.looseObject({
  name: z.string(),
  percentage: z.number().check(z.gte(0), z.lte(100.05)),
  respondents: countSchema,
})

export const dataTableSchema = z.looseObject({
  identifier: z.looseObject({
    rows: z.string(),
    survey_id: z.string(),
    columns: z.nullish(z.string()),
    filters: someOf(z.string()),
  }),
  title: z.string(),
  subject: z.nullish(z.string()),
  description: z.nullish(z.string()),
  link: z.nullish(z.string()),
  date: z.nullish(z.string()),
  sources: someOf(z.string()),
  interpretation_hint: z.nullish(z.string()),
  geolocations: someOf(
    z.looseObject({
      name: z.nullish(z.string()),
      code: z.string(),
    }),
  ),
  chart: z.looseObject({
    description: z.nullish(z.string()),
    dataFormat: z.nullish(z.string()),
    valueUnit: z.nullish(z.string()),
    data: z.record(z.string(), z.array(dataPointSchema)),
    /** Extension: respondents behind each series (the percentage base), per series name. */
    bases: z.optional(z.record(z.string(), countSchema)),
  }),
})

export type AnswerSubsetItem = z.infer<typeof answerSubsetItemSchema>
export type ConsumerInsightQuestion = z.infer<typeof consumerInsightQuestionSchema>
export type ConsumerInsightSearch = z.infer<typeof consumerInsightSearchSchema>
export type DataPoint = z.infer<typeof dataPointSchema>
export type DataTable = z.infer<typeof dataTableSchema>

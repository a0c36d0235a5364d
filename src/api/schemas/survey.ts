import { z } from '../zod'
import { countSchema, listOf } from './primitives'

export const answerSubsetItemSchema = z.looseObject({
  answer_id: z.string(),
  label: z.string(),
  order: z.nullish(z.int()),
  code: z.nullish(z.int()),
})

export const consumerInsightQuestionSchema = z.looseObject({
  question_id: z.string(),
  indicator: z.nullish(z.string()),
  label: z.string(),
  question_type: z.nullish(z.string()),
  metadata: z.nullish(
    z.looseObject({
      min_year: z.nullish(z.int()),
      max_year: z.nullish(z.int()),
    }),
  ),
  answers_subset: listOf(answerSubsetItemSchema),
  total_answers: z.nullish(countSchema),
})

export const consumerInsightSearchSchema = z.looseObject({
  results: listOf(consumerInsightQuestionSchema),
})

// covered_geos maps a geo code to a readable name; its shape is undocumented, so anything that
// is not a string-to-string entry is dropped rather than failing the whole search.
export const dataPointSchema = z.looseObject({
  name: z.string(),
  // z.number() already rejects NaN and ±Infinity in zod 4.
  percentage: z.number(),
  respondents: countSchema,
})

export const dataTableSchema = z.looseObject({
  identifier: z.looseObject({
    rows: z.string(),
    survey_id: z.string(),
    columns: z.nullish(z.string()),
    filters: listOf(z.string()),
  }),
  title: z.string(),
  subject: z.nullish(z.string()),
  description: z.nullish(z.string()),
  link: z.nullish(z.string()),
  date: z.nullish(z.string()),
  sources: listOf(z.string()),
  interpretation_hint: z.nullish(z.string()),
  geolocations: listOf(
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

import { z } from '../zod'
import { countSchema, dateTimeString, listOf } from './primitives'

export const answerSubsetItemSchema = z.looseObject({
  answer_id: z.string(),
  label: z.string(),
  order: z.number().int().nullish(),
  code: z.number().int().nullish(),
})

export const consumerInsightQuestionSchema = z.looseObject({
  question_id: z.string(),
  indicator: z.string().nullish(),
  label: z.string(),
  question_type: z.string().nullish(),
  metadata: z
    .looseObject({
      min_year: z.number().int().nullish(),
      max_year: z.number().int().nullish(),
    })
    .nullish(),
  answers_subset: listOf(answerSubsetItemSchema),
  total_answers: countSchema.nullish(),
})

export const consumerInsightSearchSchema = z.looseObject({
  results: listOf(consumerInsightQuestionSchema),
})

// covered_geos maps a geo code to a readable name; its shape is undocumented, so anything that
// is not a string-to-string entry is dropped rather than failing the whole search.
const coveredGeosSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  },
  z.record(z.string(), z.string()),
)

export const indicatorSchema = z.looseObject({
  identifier: z.string(),
  title: z.string(),
  subject: z.string().nullish(),
  description: z.string().nullish(),
  link: z.string().nullish(),
  updated_at: dateTimeString.nullish(),
  industries: listOf(
    z.looseObject({
      name: z.string(),
      segments: listOf(z.string()),
    }),
  ),
  covered_timeframe: z
    .looseObject({
      start: dateTimeString.nullish(),
      end: dateTimeString.nullish(),
    })
    .nullish(),
  covered_geos: coveredGeosSchema,
  market_type: z.string().nullish(),
  market_type_description: z.string().nullish(),
})

export const indicatorSearchSchema = z.looseObject({
  items: z.array(indicatorSchema),
  total_count: countSchema,
})

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
    columns: z.string().nullish(),
    filters: listOf(z.string()),
  }),
  title: z.string(),
  subject: z.string().nullish(),
  description: z.string().nullish(),
  link: z.string().nullish(),
  date: z.string().nullish(),
  sources: listOf(z.string()),
  interpretation_hint: z.string().nullish(),
  geolocations: listOf(
    z.looseObject({
      name: z.string().nullish(),
      code: z.string(),
    }),
  ),
  chart: z.looseObject({
    description: z.string().nullish(),
    dataFormat: z.string().nullish(),
    valueUnit: z.string().nullish(),
    data: z.record(z.string(), z.array(dataPointSchema)),
    /** Extension: respondents behind each series (the percentage base), per series name. */
    bases: z.record(z.string(), countSchema).optional(),
  }),
})

export type AnswerSubsetItem = z.infer<typeof answerSubsetItemSchema>
export type ConsumerInsightQuestion = z.infer<typeof consumerInsightQuestionSchema>
export type ConsumerInsightSearch = z.infer<typeof consumerInsightSearchSchema>
export type Indicator = z.infer<typeof indicatorSchema>
export type IndicatorSearch = z.infer<typeof indicatorSearchSchema>
export type DataPoint = z.infer<typeof dataPointSchema>
export type DataTable = z.infer<typeof dataTableSchema>

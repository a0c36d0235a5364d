import { z } from '../zod'
import { countSchema, dateTimeString, listOf } from './primitives'

/** Market-insight indicators (semantic search), on their own: the content pages load them. */
const coveredGeosSchema = z.pipe(
  z.transform((value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  }),
  z.record(z.string(), z.string()),
)

export const indicatorSchema = z.looseObject({
  // A UUID (api-facts); any 8-4-4-4-12 hex form, since production's version bits are not given.
  identifier: z.guid(),
  title: z.string(),
  subject: z.nullish(z.string()),
  description: z.nullish(z.string()),
  link: z.nullish(z.string()),
  updated_at: z.nullish(dateTimeString),
  industries: listOf(
    z.looseObject({
      name: z.string(),
      segments: listOf(z.string()),
    }),
  ),
  covered_timeframe: z.nullish(
    z.looseObject({
      start: z.nullish(dateTimeString),
      end: z.nullish(dateTimeString),
    }),
  ),
  covered_geos: coveredGeosSchema,
  market_type: z.nullish(z.string()),
  market_type_description: z.nullish(z.string()),
})

export const indicatorSearchSchema = z.looseObject({
  items: z.array(indicatorSchema),
  total_count: countSchema,
})

export type Indicator = z.infer<typeof indicatorSchema>
export type IndicatorSearch = z.infer<typeof indicatorSearchSchema>

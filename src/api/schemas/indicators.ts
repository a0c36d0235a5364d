import { z } from '../zod'
import { dateText, listAnswer } from './primitives'
import { someOf } from './shared'

/** Market-insight indicators (semantic search), on their own: the content pages load them. */

// covered_geos maps a geo code to a readable name; an entry that is not a string-to-string pair
// is left out rather than losing the indicator.
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
  // Production sends UUIDs (docs/service-contract.md), but the provider's description says only "string": any
  // non-empty text names an indicator. Only a UUID can be asked for data (endpoints.ts).
  identifier: z.string().check(z.minLength(1)),
  title: z.string(),
  subject: z.nullish(z.string()),
  description: z.nullish(z.string()),
  link: z.nullish(z.string()),
  updated_at: z.nullish(dateText),
  industries: someOf(
    z.looseObject({
      name: z.string(),
      segments: someOf(z.string()),
    }),
  ),
  covered_timeframe: z.nullish(
    z.looseObject({
      start: z.nullish(dateText),
      end: z.nullish(dateText),
    }),
  ),
  covered_geos: coveredGeosSchema,
  market_type: z.nullish(z.string()),
  market_type_description: z.nullish(z.string()),
})

export const indicatorSearchSchema = listAnswer(indicatorSchema)

export type Indicator = z.infer<typeof indicatorSchema>
export type IndicatorSearch = z.infer<typeof indicatorSearchSchema>

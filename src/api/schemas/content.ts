import { z } from '../zod'
import { countSchema, dateTimeString, identifierSchema, listOf } from './primitives'
import {
  coveredTimeFrameSchema,
  geolocationSchema,
  industrySchema,
  regionSchema,
  sourceSchema,
  teaserImageSchema,
} from './shared'

/**
 * Fields every content item shares, enough to draw a result card. The interface marks only the
 * market insight's required fields; for the other types the same core is required (identifier,
 * title, link, is_premium) and the rest is optional, since a starter package omits many fields.
 */
export const contentItemSchema = z.looseObject({
  identifier: identifierSchema,
  title: z.string(),
  link: z.string(),
  is_premium: z.boolean(),
  description: z.nullish(z.string()),
  subject: z.nullish(z.string()),
  platform: z.nullish(z.string()),
  date: z.nullish(dateTimeString),
  released_at: z.nullish(dateTimeString),
  updated_at: z.nullish(dateTimeString),
  ranking_score: z.nullish(z.number()),
  sources: listOf(sourceSchema),
  publishers: listOf(sourceSchema),
  chargers: listOf(sourceSchema),
})

/** A market in a market insight's `path` (parents, outermost first) or `children`. */
export const marketRefSchema = z.looseObject({
  id: z.optional(z.int()),
  name: z.string(),
})

export const marketInsightItemSchema = z.extend(contentItemSchema, {
  // The platform of a market insight is documented as de | en | fr | es; any string is kept so
  // a new platform does not break the list.
  platform: z.string(),
  date: dateTimeString,
  released_at: dateTimeString,
  covered_time_frame: z.nullish(coveredTimeFrameSchema),
  geolocations: listOf(regionSchema),
  // Fields production sends beyond the interface (api-facts).
  sub_title: z.optional(z.string()),
  path: listOf(marketRefSchema),
  children: listOf(marketRefSchema),
})

export const studyItemSchema = z.extend(contentItemSchema, {
  industries: listOf(industrySchema),
  geolocations: listOf(geolocationSchema),
  covered_time_frame: z.nullish(coveredTimeFrameSchema),
})

export const infographicItemSchema = z.extend(contentItemSchema, {
  teaser_image_urls: listOf(teaserImageSchema),
  industries: listOf(industrySchema),
})

export const statisticItemSchema = z.extend(infographicItemSchema, {
  geolocations: listOf(geolocationSchema),
})

function listEnvelope<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    items: z.array(item),
    total_count: countSchema,
    total_pages: countSchema,
  })
}

export const marketInsightListSchema = z.extend(listEnvelope(marketInsightItemSchema), {
  total_pages: z.optional(countSchema),
})
export const studyListSchema = listEnvelope(studyItemSchema)
export const infographicListSchema = listEnvelope(infographicItemSchema)
export const statisticListSchema = z.extend(listEnvelope(statisticItemSchema), {
  // Statistics page by offset; total_pages is still sent, but nothing depends on it.
  total_pages: z.optional(countSchema),
  took: z.nullish(
    z.looseObject({
      search: z.nullish(z.string()),
      load: z.nullish(z.string()),
      conv: z.nullish(z.string()),
    }),
  ),
})

export type ContentItem = z.infer<typeof contentItemSchema>
export type MarketRef = z.infer<typeof marketRefSchema>
export type MarketInsightItem = z.infer<typeof marketInsightItemSchema>
export type StudyItem = z.infer<typeof studyItemSchema>
export type InfographicItem = z.infer<typeof infographicItemSchema>
export type StatisticItem = z.infer<typeof statisticItemSchema>
export type MarketInsightList = z.infer<typeof marketInsightListSchema>
export type StudyList = z.infer<typeof studyListSchema>
export type InfographicList = z.infer<typeof infographicListSchema>
export type StatisticList = z.infer<typeof statisticListSchema>

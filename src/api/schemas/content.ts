import { z } from '../zod'
import { dateText, identifierSchema, listAnswer } from './primitives'
import {
  coveredTimeFrameSchema,
  industrySchema,
  regionSchema,
  someOf,
  sourceSchema,
  teaserImageSchema,
} from './shared'

/**
 * Content items as both the interface and the provider's published description allow them
 * (docs/service-contract.md): a field that either marks optional is optional here. So a market
 * insight needs neither `is_premium` nor `released_at` (the provider's description has neither),
 * a statistic from the search needs no `date`, a list needs no `total_pages`. What every item
 * needs is what both require of every type: its identifier, title and link. Unknown fields pass;
 * an unknown platform is kept as it came and shown labelled.
 */
export const contentItemSchema = z.looseObject({
  identifier: identifierSchema,
  title: z.string(),
  link: z.string(),
  is_premium: z.nullish(z.boolean()),
  description: z.nullish(z.string()),
  subject: z.nullish(z.string()),
  platform: z.nullish(z.string()),
  date: z.nullish(dateText),
  released_at: z.nullish(dateText),
  updated_at: z.nullish(dateText),
  ranking_score: z.nullish(z.number()),
  sources: someOf(sourceSchema),
  publishers: someOf(sourceSchema),
  chargers: someOf(sourceSchema),
})

/**
 * A market in a market insight's `path` (parents, outermost first) or `children`. The provider's
 * description lets a parent's `id` be null.
 */
export const marketRefSchema = z.looseObject({
  id: z.nullish(z.union([z.int(), z.string()])),
  name: z.string(),
})

export const marketInsightItemSchema = z.extend(contentItemSchema, {
  covered_time_frame: z.nullish(coveredTimeFrameSchema),
  geolocations: someOf(regionSchema),
  // Fields production sends beyond the interface (docs/service-contract.md).
  sub_title: z.nullish(z.string()),
  path: someOf(marketRefSchema),
  children: someOf(marketRefSchema),
})

export const studyItemSchema = z.extend(contentItemSchema, {
  industries: someOf(industrySchema),
  geolocations: someOf(regionSchema),
  covered_time_frame: z.nullish(coveredTimeFrameSchema),
})

export const infographicItemSchema = z.extend(contentItemSchema, {
  teaser_image_urls: someOf(teaserImageSchema),
  industries: someOf(industrySchema),
})

export const statisticItemSchema = z.extend(infographicItemSchema, {
  geolocations: someOf(regionSchema),
})

export const marketInsightListSchema = listAnswer(marketInsightItemSchema)
export const studyListSchema = listAnswer(studyItemSchema)
export const infographicListSchema = listAnswer(infographicItemSchema)
export const statisticListSchema = listAnswer(statisticItemSchema)

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

import { z } from '../zod'
import { statisticItemSchema } from './content'
import { dateTimeString } from './primitives'
import { teaserImageSchema } from './shared'

/**
 * The provider's data answers beyond the interface (api-facts.md): the chart data of one
 * statistic (`/v1/data/statistic?id=`) and the time series of one indicator in up to five geos
 * (`/v1/data/market-insights/indicator?id=&geo=`).
 */

export const STATISTIC_GRAPH_TYPES = [
  'annotations',
  'bar',
  'stacked-areas',
  'stacked-bars',
  'dual-y-axes',
  'line-standard',
  'line-zoomable',
  'pie',
  'table',
] as const

export type StatisticGraphType = (typeof STATISTIC_GRAPH_TYPES)[number]

/** Source, publisher or charger of a statistic's data answer: both fields required. */
const dataSourceSchema = z.looseObject({ title: z.string(), subtitle: z.string() })

const optionalSources = z.optional(z.array(dataSourceSchema))

export const statisticChartPointSchema = z.looseObject({
  // A number, or a string where the provider shows text (e.g. "n/a" in a table).
  data: z.union([z.number(), z.string()]),
  /** The category, e.g. a year. */
  name: z.optional(z.string()),
})

export const statisticChartSchema = z.looseObject({
  graphType: z.enum(STATISTIC_GRAPH_TYPES),
  horizontal: z.boolean(),
  /** Keys name series. */
  data: z.record(z.string(), z.array(statisticChartPointSchema)),
  unit: z.optional(z.string()),
  description: z.optional(z.string()),
})

export const statisticDataSchema = z.extend(statisticItemSchema, {
  teaser_image_urls: z.array(teaserImageSchema),
  date: dateTimeString,
  platform: z.string(),
  subject: z.string(),
  sources: optionalSources,
  publishers: optionalSources,
  chargers: optionalSources,
  chart: statisticChartSchema,
})

export const indicatorGeoSeriesSchema = z
  .looseObject({
    geo: z.string(),
    /** Column headings, e.g. years. */
    categories: z.array(z.string()),
    /** One value per category. */
    series: z.array(z.number()),
  })
  .check(
    z.refine((s) => s.categories.length === s.series.length, {
      message: 'Expected one value per category',
    }),
  )

export const indicatorDataSchema = z.looseObject({
  identifier: z.string(),
  title: z.string(),
  description: z.string(),
  market_type: z.optional(z.string()),
  market_type_description: z.optional(z.string()),
  chart: z.looseObject({
    name: z.string(),
    /** The default rendering. */
    graphType: z.string(),
    unit: z.optional(z.string()),
    data: z.array(indicatorGeoSeriesSchema),
  }),
})

export type StatisticChartPoint = z.infer<typeof statisticChartPointSchema>
export type StatisticChart = z.infer<typeof statisticChartSchema>
export type StatisticData = z.infer<typeof statisticDataSchema>
export type IndicatorGeoSeries = z.infer<typeof indicatorGeoSeriesSchema>
export type IndicatorData = z.infer<typeof indicatorDataSchema>

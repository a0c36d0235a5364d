import { z } from '../zod'
import { statisticItemSchema } from './content'
import { readableItems } from './primitives'
import { someOf, teaserImageSchema } from './shared'

/**
 * The provider's data answers beyond the interface (docs/service-contract.md): the chart data of one
 * statistic (`/v1/data/statistic?id=`) and the time series of one indicator in up to five geos
 * (`/v1/data/market-insights/indicator?id=&geo=`). Paid answers: what can be shown is shown,
 * and what cannot is named, rather than the credits buying an error.
 */

/** The graph types the provider names; another is kept as it came and drawn as bars. */
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

/** Source, publisher or charger of a statistic's data answer. */
const dataSourceSchema = z.looseObject({ title: z.string(), subtitle: z.nullish(z.string()) })

export const statisticChartPointSchema = z.looseObject({
  // A number, or a string where the provider shows text (e.g. "n/a" in a table).
  data: z.union([z.number(), z.string()]),
  /** The category, e.g. a year. */
  name: z.nullish(z.string()),
})

export const statisticChartSchema = z.looseObject({
  graphType: z.string(),
  horizontal: z.nullish(z.boolean()),
  /** Keys name series. */
  data: z.record(z.string(), z.array(statisticChartPointSchema)),
  unit: z.nullish(z.string()),
  description: z.nullish(z.string()),
})

export const statisticDataSchema = z.extend(statisticItemSchema, {
  teaser_image_urls: someOf(teaserImageSchema),
  sources: someOf(dataSourceSchema),
  publishers: someOf(dataSourceSchema),
  chargers: someOf(dataSourceSchema),
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
    // Pairing a shorter series with the headings would put values under the wrong years.
    z.refine((s) => s.categories.length === s.series.length, {
      message: 'a different number of values than headings',
    }),
  )

export const indicatorDataSchema = z.looseObject({
  identifier: z.string(),
  title: z.string(),
  description: z.nullish(z.string()),
  market_type: z.nullish(z.string()),
  market_type_description: z.nullish(z.string()),
  chart: z.pipe(
    z.looseObject({
      name: z.nullish(z.string()),
      /** The default rendering. */
      graphType: z.nullish(z.string()),
      unit: z.nullish(z.string()),
      data: readableItems(indicatorGeoSeriesSchema, (value) =>
        value && typeof value === 'object' && 'geo' in value && typeof value.geo === 'string'
          ? value.geo
          : undefined,
      ),
    }),
    // A geo whose series cannot be read is named, the others are shown.
    z.transform(({ data, ...rest }) => ({
      ...rest,
      data: data.items,
      unreadable: data.unreadable,
    })),
  ),
})

export type StatisticChartPoint = z.infer<typeof statisticChartPointSchema>
export type StatisticChart = z.infer<typeof statisticChartSchema>
export type StatisticData = z.infer<typeof statisticDataSchema>
export type IndicatorGeoSeries = z.infer<typeof indicatorGeoSeriesSchema>
export type IndicatorData = z.infer<typeof indicatorDataSchema>

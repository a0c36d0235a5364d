import * as z from 'zod'
import type { ServiceApp } from '../http/env'
import { notFound } from '../http/problem'
import type { Indicators } from '../indicators/indicators'
import { indicatorSeries, indicatorUnit } from '../indicators/series'
import { clip } from '../http/problem'
import { validQuery } from '../http/query'
import { requirePackage, single } from './package-check'

export const INDICATOR_DATA_PATH = '/v1/data/market-insights/indicator'

/** At most this many geos per request (api-facts). */
export const MAX_GEOS = 5
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const GEO_CODE = /^[A-Za-z]{3}$/

const indicatorQuery = z.object({
  id: single('id').pipe(
    z
      .string({ error: "'id' is required: the identifier (a UUID) of an indicator." })
      .min(1, { abort: true, error: "'id' is required: the identifier (a UUID) of an indicator." })
      .regex(UUID, {
        error: (iss) =>
          `'id' must be an indicator identifier (a UUID), got '${clip(String(iss.input))}'.`,
      })
      .transform((v) => v.toLowerCase()),
  ),
  geo: single('geo').transform((raw, ctx) => {
    if (raw === undefined || raw === '') return ['WLD']
    const codes = raw.split(',').map((code) => code.trim().toUpperCase())
    const bad = codes.find((code) => !GEO_CODE.test(code))
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        input: raw,
        message:
          bad === ''
            ? "'geo' has an empty entry; give comma-separated geo codes such as WLD,DEU."
            : `'geo' takes 3-letter geo codes such as WLD or DEU, not '${clip(bad)}'.`,
      })
      return z.NEVER
    }
    const unique = [...new Set(codes)]
    if (unique.length > MAX_GEOS) {
      ctx.addIssue({
        code: 'custom',
        input: raw,
        message: `'geo' holds at most ${MAX_GEOS} geo codes; ${unique.length} were given.`,
      })
      return z.NEVER
    }
    return unique
  }),
})

/**
 * GET /v1/data/market-insights/indicator?id=&geo=: the indicator's yearly series in each geo
 * asked for (default WLD). A geo the indicator does not cover is 404 naming those it covers.
 */
export function registerIndicatorData(
  app: ServiceApp,
  { indicators }: { indicators: Indicators },
): void {
  app.get(
    INDICATOR_DATA_PATH,
    requirePackage(INDICATOR_DATA_PATH),
    validQuery(indicatorQuery),
    (c) => {
      const { id, geo } = c.req.valid('query')
      const indicator = indicators.get(id)
      if (!indicator) throw notFound(`No indicator has the identifier '${id}'.`)
      const missing = geo.filter((code) => !(code in indicator.covered_geos))
      if (missing.length > 0)
        throw notFound(
          `Indicator '${id}' does not cover ${missing.join(', ')}; it covers ${Object.keys(indicator.covered_geos).join(', ')}.`,
          { parameter: 'geo' },
        )
      const unit = indicatorUnit(indicator)
      return c.json({
        identifier: indicator.identifier,
        title: indicator.title,
        description: indicator.description,
        market_type: indicator.market_type,
        market_type_description: indicator.market_type_description,
        chart: {
          name: indicator.title,
          graphType: 'line-standard',
          ...(unit ? { unit } : {}),
          data: geo.map((code) => indicatorSeries(indicator, code)),
        },
      })
    },
  )
}

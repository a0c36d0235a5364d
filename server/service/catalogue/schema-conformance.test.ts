import { describe, expect, it } from 'vitest'
import type { ZodMiniType as ZodType } from 'zod/mini'
import {
  infographicListSchema,
  marketInsightListSchema,
  reportLinksSchema,
  statisticListSchema,
  studyListSchema,
} from '../../../src/api/schemas'
import { call } from '../testing/test-client'

/** The client's schemas must accept what the embedded service sends, for both packages. */
const ENDPOINTS: [string, ZodType][] = [
  ['/v1/marketInsights', marketInsightListSchema],
  ['/v1/studies', studyListSchema],
  ['/v1/infographics', infographicListSchema],
  ['/v1/search/statistics', statisticListSchema],
]

describe('responses parse with the client schemas', () => {
  it.each(ENDPOINTS)('%s', async (path, schema) => {
    for (const key of ['demo-advanced', 'demo-starter']) {
      for (const query of [
        'size=20',
        'size=20&platform=de&q=Umsatz&date_from=2020-01-01',
        'size=0',
      ]) {
        const res = await call(`${path}?${query}`, { key })
        expect(res.status).toBe(200)
        const parsed = schema.safeParse(res.body)
        expect(parsed.success, `${key} ${path}?${query}: ${parsed.error?.message}`).toBe(true)
      }
    }
  })

  it('/v1/data/reports', async () => {
    const list = await call('/v1/studies?size=1')
    const id = (list.body as { items: { identifier: number }[] }).items[0]?.identifier
    const res = await call(`/v1/data/reports?id=${id}`)
    const parsed = reportLinksSchema.safeParse(res.body)
    expect(parsed.success, parsed.error?.message).toBe(true)
  })
})

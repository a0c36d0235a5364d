import { describe, expect, it } from 'vitest'
import { STATISTIC_KINDS, infographicSeries, statisticSeries } from './series'

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10

describe('item series', () => {
  it.each(STATISTIC_KINDS)('%s: the headline is a point, the same for the same item', (kind) => {
    for (let id = 1_000_000; id < 1_000_050; id++) {
      const input = {
        identifier: id,
        platform: 'en' as const,
        kind,
        year: 2025,
        firstYear: 2019,
        lastYear: 2028,
      }
      const series = statisticSeries(input)
      expect(statisticSeries(input)).toEqual(series)
      expect(series.points).toContainEqual(series.headline)
      for (const p of series.points) expect(Number.isFinite(p.value)).toBe(true)
      if (kind === 'share' || kind === 'survey')
        expect(sum(series.points.map((p) => p.value))).toBe(100)
      if (/^\d{4}$/.test(series.points[0]?.name ?? '')) {
        expect(series.points.map((p) => p.name)).toEqual(
          Array.from({ length: 10 }, (_, i) => String(2019 + i)),
        )
        expect(series.headline.name).toBe('2025')
        expect(series.forecastFrom).toBe('2026')
      }
    }
  })

  it('an infographic grows by the stated percent in its last year', () => {
    for (let id = 10_000; id < 10_200; id++) {
      const growth = (id % 47) + 2
      const { points } = infographicSeries({ identifier: id, platform: 'de', year: 2024, growth })
      expect(points.map((p) => p.name)).toEqual(['2019', '2020', '2021', '2022', '2023', '2024'])
      const [before, last] = points.slice(-2).map((p) => p.value)
      expect(Math.round(((last ?? 0) / (before ?? 1) - 1) * 100)).toBe(growth)
    }
  })
})

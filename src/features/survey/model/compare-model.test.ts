import { describe, expect, it } from 'vitest'
import type { DataTable } from '../../../api/schemas/survey'
import { compareColumns, versusFirst } from './compare-model'

function frequency(points: [string, number][], base: number): DataTable {
  return {
    identifier: { rows: 'q', survey_id: 's', columns: '', filters: [] },
    title: 't',
    sources: [],
    geolocations: [],
    chart: {
      data: {
        Total: points.map(([name, n]) => ({
          name,
          respondents: n,
          percentage: Math.round((n / base) * 1000) / 10,
        })),
      },
      bases: { Total: base },
    },
  }
}

describe('each year or country against the first', () => {
  it('is the two-proportion z-test with a pooled standard error', () => {
    // 60 of 100 against 45 of 100: pooled p = 105 / 200 = 0.525,
    // se = sqrt(0.525 * 0.475 * (1/100 + 1/100)) = 0.070622, z = 0.15 / 0.070622 = 2.1240.
    expect(versusFirst(60, 100, 45, 100)).toBeCloseTo(2.124, 3)
    // 30 of 200 against 45 of 150: p = 75 / 350 = 0.214286, se = sqrt(0.168367 * 0.011667)
    // = 0.044320, z = (0.15 - 0.3) / 0.044320 = -3.3845.
    expect(versusFirst(30, 200, 45, 150)).toBeCloseTo(-3.3845, 3)
  })

  it('marks differences at 95 %, the first column never, and nothing under a base of 30', () => {
    const cols = compareColumns([
      {
        key: '2024',
        table: frequency(
          [
            ['Yes', 45],
            ['No', 55],
          ],
          100,
        ),
      },
      {
        key: '2025',
        table: frequency(
          [
            ['Yes', 60],
            ['No', 40],
          ],
          100,
        ),
      },
      {
        key: '2026',
        table: frequency(
          [
            ['Yes', 50],
            ['No', 50],
          ],
          100,
        ),
      },
      {
        key: 'small',
        table: frequency(
          [
            ['Yes', 29],
            ['No', 0],
          ],
          29,
        ),
      },
    ])
    expect(cols.map((c) => c.values.get('Yes')?.sig)).toEqual(['none', 'higher', 'none', 'none'])
    expect(cols[1]?.values.get('No')?.sig).toBe('lower')
    expect(cols[1]?.values.get('Yes')).toMatchObject({ pct: 60, n: 60 })
  })
})

describe('with the table’s test options', () => {
  // 60 of 100 against 45 of 100: z = ±2.124 (above): p = 0.0337.
  const years = [
    {
      key: '2024',
      table: frequency(
        [
          ['Yes', 45],
          ['No', 55],
        ],
        100,
      ),
    },
    {
      key: '2025',
      table: frequency(
        [
          ['Yes', 60],
          ['No', 40],
        ],
        100,
      ),
    },
  ]
  const sig = (test: Parameters<typeof compareColumns>[1]) =>
    compareColumns(years, test)[1]?.values.get('Yes')?.sig

  it('marks at 95 % but not at 99 % (2.124 < 2.576)', () => {
    const base = { level: 95, minBase: 30, versus: undefined, fdr: 'none' } as const
    expect(sig(base)).toBe('higher')
    expect(sig({ ...base, level: 99 })).toBe('none')
    // A minimum base of 101 leaves both years of 100 untested.
    expect(sig({ ...base, minBase: 101 })).toBe('none')
    // BH over the two tests (both p = 0.0337): adjusted 0.0337 ≤ 0.05, still marked.
    expect(sig({ ...base, fdr: 'bh' })).toBe('higher')
  })
})

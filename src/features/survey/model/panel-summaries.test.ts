import { describe, expect, it } from 'vitest'
import { analysisSummary, audiencesSummary, netsSummary } from './panel-summaries'
import { DEFAULT_ANALYSIS } from '../stats/test-options'

const rest = { kind: 'rest' } as const

describe('analysisSummary', () => {
  it('says the default test of a cross table', () => {
    expect(analysisSummary(DEFAULT_ANALYSIS, rest, true, false)).toBe('95%, vs the rest of the row')
  })

  it('names a reference column, a minimum base, BH, the index and the mean', () => {
    const options = {
      ...DEFAULT_ANALYSIS,
      test: { level: 99 as const, minBase: 50, versus: 'g#1', fdr: 'bh' as const },
      index: true,
      mean: true,
    }
    const versus = { kind: 'reference', column: 0, label: 'Gen Z', answerId: 'g#1' } as const
    expect(analysisSummary(options, versus, true, true)).toBe(
      '99%, vs Gen Z · minimum base 50 · BH · index · mean',
    )
  })

  it('says column letters are on, on a cross table only', () => {
    expect(analysisSummary(DEFAULT_ANALYSIS, rest, true, false, true)).toBe(
      '95%, vs the rest of the row · column letters',
    )
    expect(analysisSummary(DEFAULT_ANALYSIS, rest, false, false, true)).toBe('no mean row')
  })

  it('has no tests for a frequency table, only the mean', () => {
    expect(analysisSummary(DEFAULT_ANALYSIS, rest, false, false)).toBe('no mean row')
    expect(analysisSummary({ ...DEFAULT_ANALYSIS, mean: true }, rest, false, true)).toBe('mean')
  })
})

describe('netsSummary', () => {
  it('lists the nets and the tables still to ask with their cost', () => {
    expect(netsSummary([], 0, 10)).toBe('none')
    expect(netsSummary(['Top 2 box'], 0, 10)).toBe('Top 2 box')
    // 1 table × 10 credits
    expect(netsSummary(['Top 2 box', 'Streamers'], 1, 10)).toBe(
      'Top 2 box, Streamers · one table to ask (10 credits)',
    )
    // 3 tables × 10 credits
    expect(netsSummary(['Streamers'], 3, 10)).toBe('Streamers · 3 tables to ask (30 credits)')
    // One of the two nets cannot be shown on this table: said, the reason is in the panel.
    expect(netsSummary(['Top', 'Gen Z'], 0, 10, 1)).toBe('Top, Gen Z · 1 not shown')
  })
})

describe('audiencesSummary', () => {
  it('counts and names the audience columns', () => {
    expect(audiencesSummary([])).toBe('none as columns')
    expect(audiencesSummary(['Women'])).toBe('1 as a column: Women')
    expect(audiencesSummary(['Women', 'Gen Z'])).toBe('2 as columns: Women, Gen Z')
  })
})

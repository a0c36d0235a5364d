import { describe, expect, it } from 'vitest'
import {
  adjustedResidual,
  cellZ,
  chiSquareSurvival,
  chiSquareTest,
  regularizedGammaP,
  significance,
} from './stats'

describe('adjusted standardized residual of a cell', () => {
  it('matches a hand computation', () => {
    // Cell 60 of a column of 100; its row has 100 of all 200 respondents.
    // E = 100·100/200 = 50; variance = 50 · (1 − 100/200) · (1 − 100/200) = 12.5
    // r = (60 − 50) / √12.5 = 10 / 3.535534 = 2.828427
    expect(adjustedResidual(60, 100, 100, 200)).toBeCloseTo(2.828427, 5)
    expect(significance(adjustedResidual(60, 100, 100, 200))).toBe('higher')
    expect(significance(adjustedResidual(40, 100, 100, 200))).toBe('lower')
  })

  it('equals the pooled two-proportion z of the column against the other columns', () => {
    // Column A: 30 of 40; other columns: 20 of 60; row 50 of 100.
    // Residual: E = 50·40/100 = 20; variance = 20 · 0.5 · 0.6 = 6; r = 10/√6 = 4.082483
    // z-test: p1 = 0.75, p2 = 0.3333, pooled 0.5, SE = √(0.25 · (1/40 + 1/60)) = 0.1020621
    //         z = 0.4166667 / 0.1020621 = 4.082483
    expect(adjustedResidual(30, 50, 40, 100)).toBeCloseTo(4.082483, 5)
    expect(cellZ(30, 40, 50, 100)).toBeCloseTo(4.082483, 5)
  })

  it('is not significant below 1.96', () => {
    // E = 50, variance 12.5: r = 5 / 3.535534 = 1.414214
    expect(adjustedResidual(55, 100, 100, 200)).toBeCloseTo(1.414214, 5)
    expect(significance(adjustedResidual(55, 100, 100, 200))).toBe('none')
  })

  it('has no answer when the row or column holds everyone or no one', () => {
    expect(adjustedResidual(10, 10, 100, 100)).toBeUndefined()
    expect(adjustedResidual(0, 0, 50, 100)).toBeUndefined()
    expect(adjustedResidual(50, 100, 100, 100)).toBeUndefined()
    expect(significance(undefined)).toBe('none')
  })
})

describe('column-proportion z-test of a group against the rest', () => {
  it('matches a hand computation', () => {
    // Group: 60 of 100 give the answer; the rest: 40 of 100.
    // pooled p = 100/200 = 0.5; SE = sqrt(0.5·0.5·(1/100 + 1/100)) = 0.0707107
    // z = (0.6 − 0.4) / 0.0707107 = 2.828427
    expect(cellZ(60, 100, 100, 200)).toBeCloseTo(2.828427, 5)
    expect(significance(cellZ(40, 100, 100, 200))).toBe('lower')
  })

  it('has no answer when a group is empty or the share is 0 or 1', () => {
    expect(cellZ(10, 100, 10, 100)).toBeUndefined()
    expect(cellZ(0, 50, 0, 100)).toBeUndefined()
    expect(cellZ(50, 50, 100, 100)).toBeUndefined()
  })
})

describe('chi-square', () => {
  it('test of independence of a 2x2 table matches a hand computation', () => {
    // Rows 30/20 and 20/30: every expected count is 25, each (o − e)²/e = 1 → χ² = 4, df = 1.
    // P(χ²₁ ≥ 4) = 2·(1 − Φ(2)) = 0.0455003
    const result = chiSquareTest([
      [30, 20],
      [20, 30],
    ])
    expect(result?.statistic).toBeCloseTo(4, 10)
    expect(result?.df).toBe(1)
    expect(result?.p).toBeCloseTo(0.0455003, 6)
  })

  it('a table of identical columns has χ² = 0 and p = 1', () => {
    const result = chiSquareTest([
      [10, 20, 30],
      [5, 10, 15],
    ])
    expect(result?.statistic).toBeCloseTo(0, 10)
    expect(result?.df).toBe(2)
    expect(result?.p).toBeCloseTo(1, 10)
  })

  it('drops empty rows and needs two rows and columns', () => {
    expect(chiSquareTest([[1, 2]])).toBeUndefined()
    expect(
      chiSquareTest([
        [30, 20],
        [0, 0],
        [20, 30],
      ])?.df,
    ).toBe(1)
  })

  it('survival function: closed forms for df = 2 and known quantiles', () => {
    // df = 2: P(X ≥ x) = exp(−x/2)
    for (const x of [0.5, 1, 3, 10, 40])
      expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 10)
    // 95 % critical values: 3.841459 (df 1), 11.070498 (df 5), 18.307038 (df 10)
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 6)
    expect(chiSquareSurvival(11.070498, 5)).toBeCloseTo(0.05, 6)
    expect(chiSquareSurvival(18.307038, 10)).toBeCloseTo(0.05, 6)
    expect(chiSquareSurvival(0, 3)).toBe(1)
  })

  it('regularized gamma: P(1, x) = 1 − e^(−x)', () => {
    for (const x of [0.1, 1, 2.5, 8])
      expect(regularizedGammaP(1, x)).toBeCloseTo(1 - Math.exp(-x), 12)
  })
})

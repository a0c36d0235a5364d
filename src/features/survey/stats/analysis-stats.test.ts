import { describe, expect, it } from 'vitest'
import {
  alphaOf,
  benjaminiHochberg,
  indexBand,
  indexOf,
  twoProportionZ,
  twoSidedP,
  Z_CRITICAL,
} from './analysis-stats'
import { scoredSummary, studentTwoSidedP, welchTTest } from './mean-stats'

describe('test levels', () => {
  it('uses the standard normal table’s two-sided critical values', () => {
    // Standard normal tables: z(0.95) = 1.645, z(0.975) = 1.960, z(0.995) = 2.576.
    expect(Z_CRITICAL[90]).toBeCloseTo(1.645, 3)
    expect(Z_CRITICAL[95]).toBeCloseTo(1.96, 3)
    expect(Z_CRITICAL[99]).toBeCloseTo(2.576, 3)
  })

  it('each critical value leaves 1 − level in the two tails', () => {
    expect(twoSidedP(Z_CRITICAL[90])).toBeCloseTo(0.1, 8)
    expect(twoSidedP(Z_CRITICAL[95])).toBeCloseTo(0.05, 8)
    expect(twoSidedP(Z_CRITICAL[99])).toBeCloseTo(0.01, 8)
    expect(alphaOf(90)).toBe(0.1)
    expect(alphaOf(99)).toBe(0.01)
  })

  it('gives the table’s p of z = 2 and is symmetric', () => {
    // Φ(2) = 0.97725 → P(|Z| ≥ 2) = 2 · 0.02275 = 0.0455
    expect(twoSidedP(2)).toBeCloseTo(0.0455003, 6)
    expect(twoSidedP(-2)).toBeCloseTo(0.0455003, 6)
    expect(twoSidedP(0)).toBe(1)
  })
})

describe('two-proportion z-test against a reference column', () => {
  it('matches a hand computation', () => {
    // 30 of 50 against 20 of 50: pooled p = 50/100 = 0.5;
    // SE = √(0.5 · 0.5 · (1/50 + 1/50)) = √0.01 = 0.1; z = (0.6 − 0.4) / 0.1 = 2
    expect(twoProportionZ(30, 50, 20, 50)).toBeCloseTo(2, 10)
    expect(twoProportionZ(20, 50, 30, 50)).toBeCloseTo(-2, 10)
  })

  it('differs in significance between the levels', () => {
    // z = 2: significant at 90 % (≥ 1.645) and 95 % (≥ 1.96), not at 99 % (< 2.576).
    const z = twoProportionZ(30, 50, 20, 50) ?? 0
    expect(Math.abs(z) >= Z_CRITICAL[95]).toBe(true)
    expect(Math.abs(z) >= Z_CRITICAL[99]).toBe(false)
  })

  it('has no answer for an empty group or a share of 0 or 1', () => {
    expect(twoProportionZ(1, 0, 3, 10)).toBeUndefined()
    expect(twoProportionZ(0, 10, 0, 10)).toBeUndefined()
    expect(twoProportionZ(10, 10, 10, 10)).toBeUndefined()
  })
})

describe('Benjamini–Hochberg', () => {
  // The 15 p-values of Benjamini & Hochberg (1995), section 3.2.
  const paper = [
    0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.324, 0.4262, 0.5719,
    0.6528, 0.759, 1.0,
  ]

  it('rejects the four smallest at q = 0.05, as the paper reports', () => {
    // The largest k with p(k) ≤ k/15 · 0.05: k = 4 (0.0095 ≤ 0.01333); p(5) = 0.0201 > 0.01667,
    // and no later p(k) ≤ k/300 either.
    const adjusted = benjaminiHochberg(paper)
    expect(adjusted.filter((p) => p <= 0.05)).toHaveLength(4)
    expect(paper.filter((_, i) => (adjusted[i] ?? 1) <= 0.05)).toEqual([
      0.0001, 0.0004, 0.0019, 0.0095,
    ])
  })

  it('adjusts as R’s p.adjust(p, "BH") does', () => {
    // p̃(i) = min over j ≥ i of 15/j · p(j):
    // 15 · 0.0001 = 0.0015; 7.5 · 0.0004 = 0.003; 5 · 0.0019 = 0.0095; 3.75 · 0.0095 = 0.035625;
    // 3 · 0.0201 = 0.0603; 2.5 · 0.0278 = 0.0695 > 15/7 · 0.0298 = 0.0638571, so 0.0638571 twice;
    // 15/8 · 0.0344 = 0.0645; 15/9 · 0.0459 = 0.0765; 1.5 · 0.324 = 0.486;
    // 15/11 · 0.4262 = 0.5811818; 1.25 · 0.5719 = 0.714875; 15/13 · 0.6528 = 0.7532308;
    // 15/14 · 0.759 = 0.8132143; 1.
    const expected = [
      0.0015, 0.003, 0.0095, 0.035625, 0.0603, 0.0638571, 0.0638571, 0.0645, 0.0765, 0.486,
      0.5811818, 0.714875, 0.7532308, 0.8132143, 1,
    ]
    benjaminiHochberg(paper).forEach((p, i) => expect(p).toBeCloseTo(expected[i] ?? NaN, 6))
  })

  it('returns the adjusted values in the input order', () => {
    // Sorted: 0.01 (×3 = 0.03), 0.02 (×1.5 = 0.03), 0.04 (×1 = 0.04).
    expect(benjaminiHochberg([0.04, 0.01, 0.02])).toEqual([0.04, 0.03, 0.03])
    expect(benjaminiHochberg([])).toEqual([])
  })
})

describe('mean and standard deviation of scored answers', () => {
  it('leaves unscored (non-substantive) answers out of the base', () => {
    // Scores 1, 2, 3 for 10, 20, 30 respondents; 5 "Don't know" have no score.
    // base = 60; mean = (10 + 40 + 90) / 60 = 2.333333
    // Σ n (s − m)² = 10 · 1.777778 + 20 · 0.111111 + 30 · 0.444444 = 33.333333
    // sd = √(33.333333 / 59) = 0.751646
    const s = scoredSummary([10, 20, 30, 5], [1, 2, 3, undefined])
    expect(s?.base).toBe(60)
    expect(s?.mean).toBeCloseTo(2.333333, 6)
    expect(s?.sd).toBeCloseTo(0.751646, 6)
  })

  it('follows the scores the reader sets', () => {
    // Scores 0, 10, 100: mean = (0 + 200 + 3000) / 60 = 53.333333
    expect(scoredSummary([10, 20, 30, 5], [0, 10, 100, undefined])?.mean).toBeCloseTo(53.333333, 6)
  })

  it('has no mean without scored respondents and no sd with one', () => {
    expect(scoredSummary([0, 0, 7], [1, 2, undefined])).toBeUndefined()
    expect(scoredSummary([1, 0], [4, 5])).toEqual({ base: 1, mean: 4, sd: undefined })
  })
})

describe('Welch’s t-test of two means', () => {
  it('matches a hand computation', () => {
    // A: n 50, mean 3, sd 1; B: n 100, mean 2.6, sd 1.2.
    // s²/n: 1/50 = 0.02 and 1.44/100 = 0.0144; SE = √0.0344 = 0.1854724
    // t = 0.4 / 0.1854724 = 2.156655
    // df = 0.0344² / (0.02²/49 + 0.0144²/99) = 0.00118336 / (8.163265e-6 + 2.094545e-6) = 115.3618
    const r = welchTTest({ base: 50, mean: 3, sd: 1 }, { base: 100, mean: 2.6, sd: 1.2 })
    expect(r?.t).toBeCloseTo(2.156655, 5)
    expect(r?.df).toBeCloseTo(115.3618, 3)
    // Between the t table's 5 % (1.981) and 2 % (2.359) two-sided points for df ≈ 115.
    expect(r?.p).toBeGreaterThan(0.02)
    expect(r?.p).toBeLessThan(0.05)
  })

  it('uses Student’s t distribution, as the t table gives it', () => {
    // Two-sided 5 % points: df 10 → 2.228139; df 5 → 2.570582; 1 % point for df 20 → 2.845340.
    expect(studentTwoSidedP(2.228139, 10)).toBeCloseTo(0.05, 6)
    expect(studentTwoSidedP(2.570582, 5)).toBeCloseTo(0.05, 6)
    expect(studentTwoSidedP(2.84534, 20)).toBeCloseTo(0.01, 6)
    // df = 1 is the Cauchy distribution: P(|T| ≥ 1) = 0.5.
    expect(studentTwoSidedP(1, 1)).toBeCloseTo(0.5, 10)
  })

  it('has no answer for groups under two respondents', () => {
    expect(welchTTest({ base: 1, mean: 3, sd: undefined }, { base: 10, mean: 2, sd: 1 })).toBe(
      undefined,
    )
  })
})

describe('index', () => {
  it('is column percent over total percent, times 100', () => {
    // Column: 30 of 100 = 30 %; row: 60 of 300 = 20 % → index 150
    expect(indexOf(30, 60, 100, 300)).toBeCloseTo(150, 10)
    // Column: 12 of 100 = 12 % → 60
    expect(indexOf(12, 60, 100, 300)).toBeCloseTo(60, 10)
    expect(indexOf(1, 0, 100, 300)).toBeUndefined()
  })

  it('is highlighted at 120 and above and at 80 and below, as shown rounded', () => {
    expect(indexBand(150)).toBe('high')
    expect(indexBand(119.6)).toBe('high')
    expect(indexBand(119.4)).toBe('none')
    expect(indexBand(80.4)).toBe('low')
    expect(indexBand(81)).toBe('none')
    expect(indexBand(undefined)).toBe('none')
  })
})

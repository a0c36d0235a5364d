import { chiSquareSurvival, logGamma } from './stats'

/**
 * The formulas of the table's analysis options (test-options.ts): critical values of the three
 * confidence levels, two-sided p-values, the two-proportion z-test against a reference column,
 * the Benjamini–Hochberg adjustment, the mean and standard deviation of scored answers, Welch's
 * t-test of two means, and the index. Pure; stats.ts holds the χ² and Γ functions they use.
 */

/** Confidence levels a reader may choose, in percent. */
export const LEVELS = [90, 95, 99] as const
export type Level = (typeof LEVELS)[number]

/**
 * Two-sided critical values of the standard normal distribution, z with P(|Z| ≥ z) = 1 − level
 * (standard tables: 1.645, 1.960, 2.576).
 */
export const Z_CRITICAL: Readonly<Record<Level, number>> = {
  90: 1.6448536269514722,
  95: 1.959963984540054,
  99: 2.5758293035489004,
}

/** The error rate of a level: 95 → 0.05. */
export const alphaOf = (level: Level) => Math.round(100 - level) / 100

/** P(|Z| ≥ |z|) for a standard normal Z; Z² is χ² with one degree of freedom. */
export function twoSidedP(z: number): number {
  return chiSquareSurvival(z * z, 1)
}

/**
 * Two-proportion z-test with a pooled standard error: x1 of n1 against x2 of n2,
 *
 *   p̂ = (x1 + x2) / (n1 + n2),   z = (x1/n1 − x2/n2) / √(p̂ (1 − p̂) (1/n1 + 1/n2)).
 *
 * Undefined when a group is empty or the pooled share is 0 or 1.
 */
export function twoProportionZ(x1: number, n1: number, x2: number, n2: number): number | undefined {
  if (n1 <= 0 || n2 <= 0) return undefined
  const pooled = (x1 + x2) / (n1 + n2)
  const variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2)
  if (!(variance > 0)) return undefined
  return (x1 / n1 - x2 / n2) / Math.sqrt(variance)
}

/**
 * Benjamini–Hochberg (1995) adjusted p-values, as R's p.adjust(p, "BH"): with the m p-values
 * sorted ascending, p̃(i) = min over j ≥ i of (m / j) · p(j), at most 1; returned in the input
 * order. Rejecting where p̃ ≤ q keeps the expected false discovery rate at q or below.
 */
export function benjaminiHochberg(ps: readonly number[]): number[] {
  const m = ps.length
  const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p)
  const adjusted: number[] = new Array<number>(m)
  let running = 1
  for (let k = m - 1; k >= 0; k--) {
    const entry = order[k]
    if (!entry) continue
    running = Math.min(running, (entry.p * m) / (k + 1))
    adjusted[entry.i] = running
  }
  return adjusted
}

/** Respondents with a score, their mean score and standard deviation. */
export interface ScoreSummary {
  /** Respondents whose answer has a score: the base of the mean. */
  base: number
  mean: number
  /** Sample standard deviation (divisor base − 1); undefined with fewer than two respondents. */
  sd: number | undefined
}

/**
 * Mean and sample standard deviation of the scores of a single-pick question, from the count
 * of respondents per answer. Answers without a score (non-substantive ones by default) are left
 * out of the base. Undefined when no respondent gave a scored answer.
 */
export function scoredSummary(
  counts: readonly number[],
  scores: readonly (number | undefined)[],
): ScoreSummary | undefined {
  let base = 0
  let sum = 0
  counts.forEach((n, k) => {
    const s = scores[k]
    if (s === undefined || n <= 0) return
    base += n
    sum += n * s
  })
  if (base <= 0) return undefined
  const mean = sum / base
  let squares = 0
  counts.forEach((n, k) => {
    const s = scores[k]
    if (s === undefined || n <= 0) return
    squares += n * (s - mean) ** 2
  })
  return { base, mean, sd: base > 1 ? Math.sqrt(squares / (base - 1)) : undefined }
}

export interface TTest {
  t: number
  df: number
  p: number
}

/**
 * Welch's t-test of two means (unequal variances; Satterthwaite degrees of freedom):
 *
 *   t = (m1 − m2) / √(s1²/n1 + s2²/n2),
 *   df = (s1²/n1 + s2²/n2)² / ((s1²/n1)² / (n1 − 1) + (s2²/n2)² / (n2 − 1)).
 *
 * Chosen over the pooled test because column bases differ widely (a column against the rest of
 * the table) and so, often, do their spreads. Undefined when either group has fewer than two
 * respondents or both have no spread.
 */
export function welchTTest(a: ScoreSummary, b: ScoreSummary): TTest | undefined {
  if (a.base < 2 || b.base < 2 || a.sd === undefined || b.sd === undefined) return undefined
  const va = (a.sd * a.sd) / a.base
  const vb = (b.sd * b.sd) / b.base
  const se2 = va + vb
  if (!(se2 > 0)) return undefined
  const t = (a.mean - b.mean) / Math.sqrt(se2)
  const df = (se2 * se2) / ((va * va) / (a.base - 1) + (vb * vb) / (b.base - 1))
  return { t, df, p: studentTwoSidedP(t, df) }
}

/** P(|T| ≥ |t|) for Student's t with df degrees of freedom: I_{df/(df+t²)}(df/2, 1/2). */
export function studentTwoSidedP(t: number, df: number): number {
  if (!(df > 0)) return Number.NaN
  return regularizedBeta(df / (df + t * t), df / 2, 0.5)
}

/** Regularized incomplete beta I_x(a, b) by its continued fraction (Numerical Recipes, betacf). */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(
    logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x),
  )
  // The fraction converges fast for x below (a + 1)/(a + b + 2); above it, use the symmetry.
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(x, a, b)) / a
  return 1 - (front * betaFraction(1 - x, b, a)) / b
}

function betaFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300
  const eps = 1e-15
  let c = 1
  let d = 1 - ((a + b) * x) / (a + 1)
  if (Math.abs(d) < tiny) d = tiny
  d = 1 / d
  let h = d
  for (let m = 1; m <= 1000; m++) {
    const m2 = 2 * m
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2))
    d = 1 + aa * d
    if (Math.abs(d) < tiny) d = tiny
    c = 1 + aa / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    h *= d * c
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))
    d = 1 + aa * d
    if (Math.abs(d) < tiny) d = tiny
    c = 1 + aa / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < eps) break
  }
  return h
}

/**
 * Index of a cell: its column percent over the total percent of its row, times 100,
 *
 *   index = (count / colBase) / (rowCount / totalBase) · 100 = count · totalBase / (rowCount · colBase) · 100,
 *
 * which is also its row percent over the column's share of everyone: one number in every view.
 * Undefined when the row or the column is empty.
 */
export function indexOf(
  count: number,
  rowCount: number,
  colBase: number,
  totalBase: number,
): number | undefined {
  if (rowCount <= 0 || colBase <= 0 || totalBase <= 0) return undefined
  return ((count * totalBase) / (rowCount * colBase)) * 100
}

/** Audience tools' reading of an index: 120 and above over-, 80 and below under-represented. */
export const INDEX_HIGH = 120
export const INDEX_LOW = 80

export type IndexBand = 'high' | 'low' | 'none'

export function indexBand(index: number | undefined): IndexBand {
  if (index === undefined) return 'none'
  // Compared as shown (whole numbers), so a cell reading "120" is always marked.
  const shown = Math.round(index)
  if (shown >= INDEX_HIGH) return 'high'
  if (shown <= INDEX_LOW) return 'low'
  return 'none'
}

import { logGamma } from './stats'

/**
 * The mean row's formulas (analysis-stats.ts holds the other analysis options'): the mean and
 * standard deviation of scored answers and Welch's t-test of two means. Pure; they load with
 * a table that shows a mean row (mean-analysis.ts).
 */

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
function regularizedBeta(x: number, a: number, b: number): number {
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

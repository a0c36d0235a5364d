/**
 * Significance tests of a cross table, from respondent counts. Pure; no dependencies, so the
 * chi-square distribution is computed here (regularized incomplete gamma function).
 */

/** 1.96: two-sided 95 % critical value of the standard normal distribution. */
export const Z_95 = 1.959963984540054

export type CellSignificance = 'higher' | 'lower' | 'none'

/**
 * Adjusted standardized residual of one cell (Haberman 1973): how far its count lies from the
 * count expected if rows and columns were independent, in standard errors,
 *
 *   E = R·C / N,   r = (O − E) / √(E · (1 − R/N) · (1 − C/N))
 *
 * with O the cell's count, R its row's count, C its column's base and N all respondents. It
 * equals the pooled two-proportion z of "this column vs all other columns" on the row answer,
 * and also that of "this row vs all other rows" within the column, so one number serves column,
 * row and total percent alike: a mark reads "more (fewer) respondents here than independence
 * predicts" in every view. Undefined when the cell's row or column holds everyone or no one.
 */
export function adjustedResidual(
  count: number,
  rowCount: number,
  colBase: number,
  totalBase: number,
): number | undefined {
  if (totalBase <= 0) return undefined
  const expected = (rowCount * colBase) / totalBase
  const variance = expected * (1 - rowCount / totalBase) * (1 - colBase / totalBase)
  if (!(variance > 0)) return undefined
  return (count - expected) / Math.sqrt(variance)
}

/**
 * Column-proportion z-test of one group against the rest: the share of `base` giving the answer
 * vs the same share among the other `totalBase − base` respondents, with a pooled standard
 * error. For a cell of a table this equals adjustedResidual; it also serves groups that are not
 * cells of one table (a year against the first year). Undefined when either group is empty or
 * the pooled share is 0 or 1.
 */
export function cellZ(count: number, base: number, rowCount: number, totalBase: number) {
  const restCount = rowCount - count
  const restBase = totalBase - base
  if (base <= 0 || restBase <= 0) return undefined
  const p1 = count / base
  const p2 = restCount / restBase
  const pooled = rowCount / totalBase
  const variance = pooled * (1 - pooled) * (1 / base + 1 / restBase)
  if (!(variance > 0)) return undefined
  return (p1 - p2) / Math.sqrt(variance)
}

/** The test behind the ▲/▼ marks, as the legend and the exports state it. */
export const CELL_TEST = {
  name: 'adjusted standardized residual',
  level: 95,
  critical: Z_95,
} as const

export function significance(z: number | undefined, critical = Z_95): CellSignificance {
  if (z === undefined || Math.abs(z) < critical) return 'none'
  return z > 0 ? 'higher' : 'lower'
}

export interface ChiSquare {
  statistic: number
  df: number
  p: number
  /** Cells tested, and how many of them expect fewer than 5 or fewer than 1 respondents. */
  cells: number
  expectedUnder5: number
  expectedUnder1: number
}

/**
 * Pearson's chi-square test of independence on a table of counts (rows x columns). Rows or
 * columns without any respondents are left out; fewer than 2 of either gives undefined.
 */
export function chiSquareTest(counts: readonly (readonly number[])[]): ChiSquare | undefined {
  const rowSums = counts.map((row) => row.reduce((a, b) => a + b, 0))
  const nCols = Math.max(0, ...counts.map((row) => row.length))
  const colSums = Array.from({ length: nCols }, (_, c) =>
    counts.reduce((a, row) => a + (row[c] ?? 0), 0),
  )
  const rows = rowSums.flatMap((s, r) => (s > 0 ? [r] : []))
  const cols = colSums.flatMap((s, c) => (s > 0 ? [c] : []))
  if (rows.length < 2 || cols.length < 2) return undefined
  const total = rows.reduce((a, r) => a + (rowSums[r] ?? 0), 0)
  let statistic = 0
  let expectedUnder5 = 0
  let expectedUnder1 = 0
  for (const r of rows) {
    for (const c of cols) {
      const expected = ((rowSums[r] ?? 0) * (colSums[c] ?? 0)) / total
      if (expected < 5) expectedUnder5++
      if (expected < 1) expectedUnder1++
      const diff = (counts[r]?.[c] ?? 0) - expected
      statistic += (diff * diff) / expected
    }
  }
  const df = (rows.length - 1) * (cols.length - 1)
  return {
    statistic,
    df,
    p: chiSquareSurvival(statistic, df),
    cells: rows.length * cols.length,
    expectedUnder5,
    expectedUnder1,
  }
}

/**
 * Cochran's rule for the χ² approximation: no expected count under 1 and at most a fifth of them
 * under 5. Past that the p-value cannot be trusted, and the page and every export say so.
 */
export function chiSquareReliable(chi: ChiSquare): boolean {
  return chi.expectedUnder1 === 0 && chi.expectedUnder5 <= chi.cells / 5
}

/** P(X >= x) for X ~ chi-square with df degrees of freedom. */
export function chiSquareSurvival(x: number, df: number): number {
  if (x <= 0) return 1
  return 1 - regularizedGammaP(df / 2, x / 2)
}

/** Lower regularized incomplete gamma P(a, x), series or continued fraction (Numerical Recipes). */
export function regularizedGammaP(a: number, x: number): number {
  if (x <= 0) return 0
  if (x < a + 1) return gammaSeries(a, x)
  return 1 - gammaContinuedFraction(a, x)
}

const EPS = 1e-14
const MAX_ITER = 1000

function gammaSeries(a: number, x: number): number {
  let sum = 1 / a
  let term = sum
  for (let n = 1; n < MAX_ITER; n++) {
    term *= x / (a + n)
    sum += term
    if (Math.abs(term) < Math.abs(sum) * EPS) break
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a))
}

function gammaContinuedFraction(a: number, x: number): number {
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let i = 1; i < MAX_ITER; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < tiny) d = tiny
    c = b + an / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < EPS) break
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h
}

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
]

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let sum = 0.99999999999980993
  LANCZOS.forEach((coef, i) => {
    sum += coef / (z + i + 1)
  })
  const t = z + LANCZOS.length - 0.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

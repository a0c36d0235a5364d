import { chiSquareSurvival, type CellSignificance } from './stats'

/**
 * The formulas of the table's analysis options (test-options.ts): critical values of the three
 * confidence levels, two-sided p-values, the two-proportion z-test against a reference column,
 * the Benjamini–Hochberg adjustment and the index (the mean row's: mean-stats.ts). Pure;
 * stats.ts holds the χ² and Γ functions they use.
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

/**
 * Which tested groups are marked, and which way: each test's p-value (adjusted by
 * Benjamini–Hochberg across these tests when the options ask for it) at the options' level, the
 * sign of its statistic the direction. `at` names the group (a column, a year).
 */
export function marksOf(
  tests: readonly { at: number; stat: number; p: number }[],
  // The test options' two fields (test-options.ts, which imports this module).
  test: { fdr: 'none' | 'bh'; level: Level },
): Map<number, CellSignificance> {
  const adjusted = test.fdr === 'bh' ? benjaminiHochberg(tests.map((t) => t.p)) : undefined
  const marks = new Map<number, CellSignificance>()
  tests.forEach((t, i) => {
    const p = adjusted ? (adjusted[i] ?? 1) : t.p
    if (p <= alphaOf(test.level) && t.stat !== 0) marks.set(t.at, t.stat > 0 ? 'higher' : 'lower')
  })
  return marks
}

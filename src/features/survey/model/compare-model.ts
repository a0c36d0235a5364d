import type { DataTable } from '../../../api/schemas/survey'
import { alphaOf, benjaminiHochberg, twoSidedP, Z_CRITICAL } from '../stats/analysis-stats'
import { cellZ, type CellSignificance } from '../stats/stats'
import { toTableModel } from './table-model'
import { DEFAULT_TEST, type TestOptions } from '../stats/test-options'
import type { Compare, TableRequest } from '../address/search-params'

export interface ComparePoint {
  pct: number
  n: number
  /** Against the first year or country: ▲ higher, ▼ lower, at the table's level. */
  sig: CellSignificance
}

export interface CompareColumn {
  key: string
  base: number
  values: Map<string, ComparePoint>
}

/**
 * Two-proportion z-test of `x` of `n` against `x0` of `n0` (pooled standard error): the
 * column-proportion test of stats.ts with the two groups as the whole row.
 */
export function versusFirst(x: number, n: number, x0: number, n0: number): number | undefined {
  return cellZ(x, n, x + x0, n + n0)
}

/**
 * Each year or country against the first, per answer: marked only where both bases reach the
 * table's minimum base (a share of fewer respondents is too unstable to call different), at
 * the table's level, with the table's correction (BH across the comparison's tests).
 */
export function compareColumns(
  tables: readonly { key: string; table: DataTable }[],
  test: TestOptions = DEFAULT_TEST,
): CompareColumn[] {
  const columns = tables.map(({ key, table }) => {
    // A frequency table: the model's one column is the respondents who were asked.
    const model = toTableModel(table)
    return {
      key,
      base: model.bases[0] ?? 0,
      points: new Map(
        model.rowLabels.map((name, r) => [
          name,
          { percentage: model.servicePct[r]?.[0] ?? 0, respondents: model.counts[r]?.[0] ?? 0 },
        ]),
      ),
    }
  })
  const first = columns[0]
  const zs = columns.map((col, i) =>
    [...col.points].map(([name, p]) => {
      const ref = first?.points.get(name)
      const testable =
        i > 0 &&
        first !== undefined &&
        ref &&
        col.base >= test.minBase &&
        first.base >= test.minBase
      return testable
        ? versusFirst(p.respondents, col.base, ref.respondents, first.base)
        : undefined
    }),
  )
  const tested = zs.flat().filter((z): z is number => z !== undefined)
  const adjusted = test.fdr === 'bh' ? benjaminiHochberg(tested.map(twoSidedP)) : undefined
  let k = 0
  const mark = (z: number | undefined): CellSignificance => {
    if (z === undefined) return 'none'
    const p = adjusted?.[k++]
    const hit = p !== undefined ? p <= alphaOf(test.level) : Math.abs(z) >= Z_CRITICAL[test.level]
    return hit ? (z > 0 ? 'higher' : 'lower') : 'none'
  }
  return columns.map((col, i) => ({
    key: col.key,
    base: col.base,
    values: new Map(
      [...col.points].map(([name, p], r) => [
        name,
        { pct: p.percentage, n: p.respondents, sig: mark(zs[i]?.[r]) },
      ]),
    ),
  }))
}

/**
 * The tables a comparison asks for: the rows question alone, per year or country. Here rather
 * than with the address's schema, which every page's route tree carries.
 */
export function comparisonRequests(request: TableRequest, compare: Compare): TableRequest[] {
  const { columns: _columns, ...frequency } = request
  return compare.values.map((value) =>
    compare.kind === 'years'
      ? { ...frequency, year: Number(value) }
      : { ...frequency, country: value },
  )
}

import type { DataTable } from '../../../api/schemas'

/**
 * For tests: the survey tests' one cross table, Germany 2024, single-pick. Group A: 30 of 40
 * say Yes (75 %), 10 No; group B: 20 of 60 Yes (33.3 %), 40 No. Each cell differs from the
 * rest of its row beyond 95 %, so every cell carries a mark. `no` renames the second answer
 * (quotes and commas for CSV tests); the rest of `overrides` replaces fields, the identifier's
 * merged with this one's.
 */
export function agreeByGroup({
  no = 'No',
  identifier,
  ...overrides
}: Partial<Omit<DataTable, 'identifier'>> & {
  no?: string
  identifier?: Partial<DataTable['identifier']>
} = {}): DataTable {
  return {
    identifier: {
      rows: 'v1_agree',
      survey_id: 's-2024',
      columns: 'v2_group',
      filters: [],
      ...identifier,
    },
    title: 'Answer by group in Germany, 2024',
    subject: 'Do you agree with the statement?',
    date: '2024',
    sources: ['Survey'],
    geolocations: [{ name: 'Germany', code: 'DEU' }],
    chart: {
      dataFormat: 'cross-table',
      description: 'Answer by group',
      data: {
        A: [
          { name: 'Yes', percentage: 75, respondents: 30 },
          { name: no, percentage: 25, respondents: 10 },
        ],
        B: [
          { name: 'Yes', percentage: 33.3, respondents: 20 },
          { name: no, percentage: 66.7, respondents: 40 },
        ],
      },
      bases: { A: 40, B: 60 },
    },
    ...overrides,
  }
}

/**
 * For tests: the analysis tests' cross table, single-pick rows, two columns of 100 (the tests
 * work their expected values out from these counts, so they are written out here once):
 *
 *   Yes:   57 | 43  (row 100)
 *   No:    23 | 27  (row 50)
 *   Other: 20 | 30  (row 50; non-substantive, left out of a mean)
 */
export function yesNoOther(): DataTable {
  return {
    identifier: { rows: 'q1', survey_id: 's', columns: 'q2', filters: [] },
    title: 'T',
    sources: ['Survey'],
    geolocations: [],
    chart: {
      dataFormat: 'cross-table',
      data: {
        A: [
          { name: 'Yes', percentage: 57, respondents: 57 },
          { name: 'No', percentage: 23, respondents: 23 },
          { name: 'Other', percentage: 20, respondents: 20 },
        ],
        B: [
          { name: 'Yes', percentage: 43, respondents: 43 },
          { name: 'No', percentage: 27, respondents: 27 },
          { name: 'Other', percentage: 30, respondents: 30 },
        ],
      },
      bases: { A: 100, B: 100 },
    },
  }
}

/**
 * For tests: a cross table's `data` and `bases` from counts per column, each count under the
 * answer `answers[i]`, percentages of the column's base to one decimal. The base is the column's
 * sum, or `base` when answers overlap (multi-pick).
 */
export function fromCounts(
  answers: readonly string[],
  counts: Record<string, number[]>,
  base?: number,
): Pick<DataTable['chart'], 'data' | 'bases'> {
  const data: DataTable['chart']['data'] = {}
  const bases: Record<string, number> = {}
  for (const [name, row] of Object.entries(counts)) {
    const n = base ?? row.reduce((a, b) => a + b, 0)
    bases[name] = n
    data[name] = row.map((r, i) => ({
      name: answers[i] ?? '',
      percentage: Math.round((r / n) * 1000) / 10,
      respondents: r,
    }))
  }
  return { data, bases }
}

import type { SummaryRow } from './result'

/** The summary rows of the two service benchmarks, which print no rows of their own. */
export function serviceRows(results: Record<string, Record<string, unknown>>): SummaryRow[] {
  const rows: SummaryRow[] = []
  const search = results['service-search'] as
    { startupMs: number; p50Ms: number; p95Ms: number } | undefined
  if (search?.p50Ms !== undefined)
    rows.push(
      { figure: 'service start-up', value: `${search.startupMs} ms`, goal: '' },
      {
        figure: 'service list/search p50 / p95 (in-process)',
        value: `${search.p50Ms} / ${search.p95Ms} ms`,
        goal: '',
      },
    )
  const tables = results['service-tables'] as
    { tables: Record<string, { medianMs: number; scanned: number }> } | undefined
  for (const [name, t] of Object.entries(tables?.tables ?? {}))
    rows.push({
      figure: `service table ${name} median (${t.scanned.toLocaleString('en-US')} resp.)`,
      value: `${t.medianMs} ms`,
      goal: '',
    })
  return rows
}

/** A plain-text table: figure, value, goal, pass/fail. */
export function formatTable(rows: SummaryRow[]): string {
  const cells = rows.map((r) => [
    r.figure,
    r.value,
    r.goal,
    r.pass === undefined ? '' : r.pass ? 'pass' : 'FAIL',
  ])
  const header = ['Figure', 'Value', 'Goal', 'Result']
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: string[]) => c.map((cell, i) => cell.padEnd(widths[i]!)).join(' │ ')
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─')
  return [line(header), rule, ...cells.map(line)].join('\n')
}

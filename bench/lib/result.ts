/** One line of the summary table `npm run bench` prints. */
export interface SummaryRow {
  figure: string
  value: string
  goal: string
  /** undefined: a figure with no goal (reported for context). */
  pass?: boolean
}

/** The last line a benchmark prints: its result as JSON, with its summary rows. */
export function printResult(bench: string, result: Record<string, unknown>, summary: SummaryRow[]) {
  console.log(JSON.stringify({ bench, ...result, summary }))
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
export const ms = (value: number) => `${Math.round(value)} ms`

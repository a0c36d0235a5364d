const pctFormat = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})
const countFormat = new Intl.NumberFormat('en-GB')

/** One decimal, as the service rounds; thousands separated. */
export const formatPct = (v: number) => `${pctFormat.format(v)} %`
export const formatN = (v: number) => countFormat.format(v)

export const PCT_BASE_LABEL = {
  column: 'Column %',
  row: 'Row %',
  total: 'Total %',
} as const

export function formatP(p: number): string {
  if (p < 0.001) return 'p < 0.001'
  return `p = ${p.toFixed(3)}`
}

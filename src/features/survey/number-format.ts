import { formatCount, formatNumber, formatPercent } from '../../lib/format'

/** One decimal, as the service rounds; thousands grouped ("1,234.5%"). */
export function formatPct(v: number): string {
  return formatPercent(v, 1)
}

/** A count of respondents, thousands separated. */
export const formatN = formatCount

export const PCT_BASE_LABEL = {
  column: 'Column %',
  row: 'Row %',
  total: 'Total %',
} as const

export function formatP(p: number): string {
  if (p < 0.001) return 'p < 0.001'
  return `p = ${formatNumber(p, 3)}`
}

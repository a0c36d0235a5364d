import { formatCount } from '../../lib/format'

// Written out rather than with Intl, like src/lib/format.ts: the first Intl formatter a page
// builds costs 18–35 ms of main thread, paid here while the survey builder starts.

/** One decimal, as the service rounds; thousands separated ("1,234.5 %"). */
export function formatPct(v: number): string {
  if (!Number.isFinite(v)) return `${v} %`
  const tenths = roundToTenths(Math.abs(v))
  const sign = v < 0 && tenths !== 0 ? '-' : ''
  return `${sign}${formatCount(Math.floor(tenths / 10))}.${tenths % 10} %`
}

/**
 * Rounds half up from the number as JavaScript writes it, like Intl: 9.95 is written "9.95" and
 * becomes 10.0, although its binary value is a hair below 9.95 (which toFixed would round down).
 */
function roundToTenths(value: number): number {
  const written = String(value)
  if (written.includes('e')) return Math.round(value * 10)
  const [whole = '0', decimals = ''] = written.split('.')
  const tenths = Number(whole) * 10 + Number(decimals.charAt(0) || '0')
  return decimals.charAt(1) >= '5' ? tenths + 1 : tenths
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
  return `p = ${p.toFixed(3)}`
}

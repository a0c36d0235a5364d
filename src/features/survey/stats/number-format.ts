import { formatCount, formatNumber, formatPercent } from '../../../lib/format'
import type { SheetValue } from '../../../lib/export/workbook'
import { m } from '../../../paraglide/messages.js'

/** One decimal, as the service rounds; thousands grouped ("1,234.5%"). */
export function formatPct(v: number): string {
  return formatPercent(v, 1)
}

/** A count of respondents, thousands separated. */
export const formatN = formatCount

// Getters: each label is read in the language of the page being written, not when this loads.
export const PCT_BASE_LABEL = {
  get column() {
    return m.survey_pct_column()
  },
  get row() {
    return m.survey_pct_row()
  },
  get total() {
    return m.survey_pct_total()
  },
}

export function formatP(p: number): string {
  if (p < 0.001) return m.survey_p_below({ p: formatNumber(0.001, 3) })
  return m.survey_p_equals({ p: formatNumber(p, 3) })
}

/** A mean or standard deviation as the page shows it: two decimals, whatever its column's format. */
export const decimalCell = (v: number | undefined): SheetValue =>
  v === undefined ? null : { value: Math.round(v * 100) / 100, format: 'decimal' }

/** Percent as the table shows it (48.2) to the fraction Excel formats as a percent (0.482). */
export const fraction = (pct: number) => Math.round(pct * 10) / 1000

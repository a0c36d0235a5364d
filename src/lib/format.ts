import { formatLocale } from './i18n/locale'

/**
 * Every number and date the app shows is written here, through `Intl`, in the interface's
 * language (src/lib/i18n/locale.ts), so a percentage or a date reads the same on every page:
 * "48.1%" and "23 Nov 2026" in English, "48,1 %" and "23. Nov. 2026" in German.
 *
 * Formatters are built on first use and kept: building one loads locale data (18–35 ms of main
 * thread in Chromium for the first), which a page then pays once, not per value.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = formatLocale()
  const key = `n${locale}${JSON.stringify(options)}`
  let format = formatters.get(key) as Intl.NumberFormat | undefined
  if (!format) {
    // A value that rounds to zero is written without a sign ("0.0%", never "-0.0%").
    format = new Intl.NumberFormat(locale, { signDisplay: 'negative', ...options })
    formatters.set(key, format)
  }
  return format
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = formatLocale()
  const key = `d${locale}${JSON.stringify(options)}`
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, format)
  }
  return format
}

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const

/**
 * A readable date ("5 Mar 2026") for an ISO date or date-time string; the input itself when it
 * is not a date. Dates from the service are calendar dates: the day is read from the text as
 * written (with or without a time or zone), never shifted into the reader's zone, where
 * "2026-03-05" would become 4 March west of Greenwich and the server-written page would differ
 * from the browser's. `local` reads an instant in the reader's zone instead (when this browser
 * saved or asked something, or accessed a page).
 */
export function formatDate(
  value: string | null | undefined,
  { local = false }: { local?: boolean } = {},
): string {
  if (!value) return ''
  const written = /^(\d{4})-(\d{2})-(\d{2})(?![\d])/.exec(value)
  if (!local && written) {
    const [, year, month, day] = written.map(Number) as [number, number, number, number]
    const date = new Date(Date.UTC(year, month - 1, day))
    // Date.UTC rolls 31 February over into March; such a text is not a date.
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value
    return dateFormat({ ...DAY, timeZone: 'UTC' }).format(date)
  }
  const time = Date.parse(value)
  if (Number.isNaN(time)) return value
  return dateFormat(local ? DAY : { ...DAY, timeZone: 'UTC' }).format(time)
}

/** A date and time in the reader's zone ("23 Nov 2026, 14:05"), for what this browser did. */
export function formatDateTime(value: string): string {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return value
  return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(time)
}

/** A whole number with thousands grouped ("12,345"). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  return numberFormat({ maximumFractionDigits: 0 }).format(value)
}

/** A number with exactly `digits` decimals, thousands grouped ("1,234.50"). */
export function formatNumber(value: number, digits: number): string {
  if (!Number.isFinite(value)) return String(value)
  return numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  )
}

/** A measured value with up to `maxDigits` decimals, thousands grouped ("97.43", "1,250"). */
export function formatAmount(value: number, maxDigits = 2): string {
  if (!Number.isFinite(value)) return String(value)
  return numberFormat({ maximumFractionDigits: maxDigits }).format(value)
}

/** A value already in percent, with `digits` decimals (one unless told): "48.1%". */
export function formatPercent(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return `${value}%`
  return numberFormat({
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}

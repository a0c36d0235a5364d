import type { IndicatorData, StatisticChart } from '../../../api/schemas/data'
import { csvDialect, toCsv, type CsvCell } from '../../../lib/csv'
import { formatAmount } from '../../../lib/format'

/**
 * The numbers of a data answer as one table: a row per category (e.g. a year), a column per
 * series (or geo). The chart, the accessible table and the CSV all read this, so they always
 * show the same numbers.
 */
export interface DataTable {
  /** What the first column holds ("Year", "Category"). */
  categoryLabel: string
  columns: string[]
  rows: { category: string; values: (number | string | undefined)[]; forecast?: boolean }[]
  unit?: string | undefined
}

/**
 * A statistic's chart data, in the order the provider sent its categories; years from the
 * first forecast year its texts name are marked (`descriptions`: the chart's and the item's).
 */
export function statisticTable(
  chart: StatisticChart,
  ...descriptions: (string | undefined)[]
): DataTable {
  const columns = Object.keys(chart.data)
  const categories: string[] = []
  for (const points of Object.values(chart.data))
    points.forEach((point, index) => {
      const name = point.name ?? String(index + 1)
      if (!categories.includes(name)) categories.push(name)
    })
  const byYear = categories.every((c) => /^\d{4}$/.test(c))
  const forecast = byYear
    ? descriptions.map((text) => forecastFrom(text ?? '')).find((year) => year !== undefined)
    : undefined
  const rows = categories.map((category) => ({
    category,
    values: columns.map((column) => {
      const points = chart.data[column] ?? []
      return points.find((point, index) => (point.name ?? String(index + 1)) === category)?.data
    }),
    ...(forecast !== undefined ? { forecast: Number(category) >= forecast } : {}),
  }))
  return {
    categoryLabel: byYear ? 'Year' : 'Category',
    columns,
    rows,
    unit: chart.unit ?? undefined,
  }
}

/**
 * The first forecast year a description names, or undefined when it names none: "figures
 * after 2025 are forecasts" → 2026; "forecasts from 2026", "figures from 2026 are forecasts"
 * → 2026; the German platform's "Werte ab 2026 sind Prognosen" → 2026, "nach 2025" → 2026.
 */
export function forecastFrom(description: string): number | undefined {
  const after =
    /after (\d{4}) (?:are|were) (?:forecasts?|projected|projections|estimates)/i.exec(
      description,
    ) ?? /nach (\d{4}) (?:sind|werden) (?:Prognosen|prognostiziert|Schätzungen)/i.exec(description)
  if (after) return Number(after[1]) + 1
  const from =
    /forecasts? (?:from|starting(?: in)?|as of|since) (\d{4})/i.exec(description) ??
    /from (\d{4})(?: onwards?)? (?:are|were) (?:forecasts?|projected|projections|estimates)/i.exec(
      description,
    ) ??
    /ab (\d{4}) (?:sind|werden) (?:Prognosen|prognostiziert|Schätzungen)/i.exec(description)
  return from ? Number(from[1]) : undefined
}

/** An indicator's series, one column per geo (named), forecast years marked. */
export function indicatorTable(data: IndicatorData, geoName: (code: string) => string): DataTable {
  const categories: string[] = []
  for (const series of data.chart.data)
    for (const category of series.categories)
      if (!categories.includes(category)) categories.push(category)
  categories.sort()
  const forecast = forecastFrom(data.description ?? '')
  return {
    categoryLabel: categories.every((c) => /^\d{4}$/.test(c)) ? 'Year' : 'Category',
    columns: data.chart.data.map((series) => geoName(series.geo)),
    rows: categories.map((category) => ({
      category,
      values: data.chart.data.map((series) => series.series[series.categories.indexOf(category)]),
      forecast: forecast !== undefined && Number(category) >= forecast,
    })),
    unit: data.chart.unit ?? undefined,
  }
}

/** What a file of the numbers says about them before the table: a label and a value a line. */
export type AboutLines = [label: string, value: string][]

/**
 * The table as CSV for the reader's spreadsheet (semicolons and decimal commas in German): what
 * it is (title, source, when retrieved) in lines before it, so the file still says so when
 * passed on; the unit in the header, forecasts in a column of their own.
 */
export function tableCsv(table: DataTable, about: AboutLines = []): string {
  const hasForecast = table.rows.some((row) => row.forecast)
  const unit = table.unit ? ` (${table.unit})` : ''
  const header = [
    table.categoryLabel,
    ...table.columns.map((column) => `${column}${unit}`),
    ...(hasForecast ? ['Forecast'] : []),
  ]
  const rows: CsvCell[][] = table.rows.map((row) => [
    row.category,
    ...row.values.map((value) => value ?? ''),
    ...(hasForecast ? [row.forecast ? 'yes' : 'no'] : []),
  ])
  const preamble: CsvCell[][] = about
    .filter(([, value]) => value)
    .map(([label, value]) => [label, value])
  return toCsv([...preamble, ...(preamble.length > 0 ? [[]] : []), header, ...rows], csvDialect())
}

/** A value as the table writes it: numbers grouped, as the description writes them. */
export function formatValue(value: number | string | undefined): string {
  if (value === undefined) return '–'
  if (typeof value === 'string') return value
  return formatAmount(value, 2)
}

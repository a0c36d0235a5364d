/**
 * A synthesised 30 x 12 cross table (the largest the survey builder is designed for) and its
 * 30-row frequency table: the service's generated questions are smaller, so the interaction
 * benchmark serves these in place of `/api/v1/data/consumer-insights`.
 */
export const BIG_ROWS = 30
export const BIG_COLS = 12

/**
 * A single-pick answer: the column's respondents spread over the rows (uneven weights, zeros
 * included), adding up to the base exactly, so the chart may stack them.
 */
function rowsFor(base: number, c: number) {
  const weights = Array.from({ length: BIG_ROWS }, (_, r) => (r * 7 + c * 3) % 23)
  const sum = weights.reduce((a, b) => a + b, 0)
  const counts = weights.map((w) => Math.floor((base * w) / sum))
  const last = weights.findLastIndex((w) => w > 0)
  counts[last] = (counts[last] ?? 0) + base - counts.reduce((a, b) => a + b, 0)
  return counts.map((n, r) => ({
    name: `Row answer ${r + 1}`,
    percentage: Math.round((n / base) * 1000) / 10,
    respondents: n,
  }))
}

/** Bars the chart draws for the cross table: recharts draws none for a zero value. */
export function crossTableBars(): number {
  let bars = 0
  for (let c = 0; c < BIG_COLS; c++)
    bars += rowsFor(400 + c * 37, c).filter((row) => row.respondents > 0).length
  return bars
}

const BIG_QUESTION = 'v9001_big_rows'
export const columnLabel = (c: number) => `Column answer ${c + 1} with a longer label`

/**
 * The table for a request: a cross table when it names columns, else a frequency table. The
 * app names a column question's answers from that question's own frequency table, so any
 * other question's frequency table lists the column answers, as the cross table does.
 */
export function bigTable(url: URL) {
  const rows = url.searchParams.get('rows') ?? BIG_QUESTION
  const columns = url.searchParams.get('columns') ?? ''
  const data: Record<string, ReturnType<typeof rowsFor>> = {}
  const bases: Record<string, number> = {}
  if (columns) {
    for (let c = 0; c < BIG_COLS; c++) {
      const name = columnLabel(c)
      bases[name] = 400 + c * 37
      data[name] = rowsFor(bases[name], c)
    }
  } else if (rows === BIG_QUESTION) {
    bases.Total = 5000
    data.Total = rowsFor(5000, 0)
  } else {
    bases.Total = 5000
    data.Total = Array.from({ length: BIG_COLS }, (_, c) => ({
      name: columnLabel(c),
      percentage: Math.round((100 / BIG_COLS) * 10) / 10,
      respondents: Math.round(5000 / BIG_COLS),
    }))
  }
  return {
    identifier: { rows, survey_id: 'bench-2026', columns, filters: [] },
    title: 'Large cross table',
    sources: ['Benchmark'],
    geolocations: [],
    date: '2026',
    chart: {
      dataFormat: columns ? 'cross-table' : 'frequency-table',
      valueUnit: '%',
      data,
      bases,
    },
  }
}

/**
 * A synthesised 30 x 12 cross table (the largest the survey builder is designed for) and its
 * 30-row frequency table: the service's generated questions are smaller, so the interaction
 * benchmark serves these in place of `/api/v1/data/consumer-insights`.
 */
export const BIG_ROWS = 30
export const BIG_COLS = 12

function rowsFor(base: number, c: number) {
  return Array.from({ length: BIG_ROWS }, (_, r) => {
    const n = Math.round((base * ((r * 7 + c * 3) % 23)) / 60)
    return {
      name: `Row answer ${r + 1}`,
      percentage: Math.round((n / base) * 1000) / 10,
      respondents: n,
    }
  })
}

/** Bars the chart draws for the cross table: recharts draws none for a zero value. */
export function crossTableBars(): number {
  let bars = 0
  for (let c = 0; c < BIG_COLS; c++)
    bars += rowsFor(400 + c * 37, c).filter((row) => row.respondents > 0).length
  return bars
}

/** The table for a request: a cross table when it names columns, else a frequency table. */
export function bigTable(url: URL) {
  const rows = url.searchParams.get('rows') ?? 'v9001_big_rows'
  const columns = url.searchParams.get('columns') ?? ''
  const data: Record<string, ReturnType<typeof rowsFor>> = {}
  const bases: Record<string, number> = {}
  if (columns) {
    for (let c = 0; c < BIG_COLS; c++) {
      const name = `Column answer ${c + 1} with a longer label`
      bases[name] = 400 + c * 37
      data[name] = rowsFor(bases[name], c)
    }
  } else {
    bases.Total = 5000
    data.Total = rowsFor(5000, 0)
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

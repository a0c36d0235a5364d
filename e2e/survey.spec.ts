import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'

/**
 * A researcher builds a table in the survey builder: finds questions, makes a frequency table,
 * splits it into a cross table, narrows it with filters, reads it as row percent and as a chart,
 * shares the link, and exports the numbers.
 */

interface Point {
  name: string
  percentage: number
  respondents: number
}
interface Table {
  chart: { data: Record<string, Point[]>; bases: Record<string, number> }
}

const STREAM = 'v0103_stream_services'
const GEN = 'v0013g_demo_generation'
const n = (v: number) => v.toLocaleString('en-GB')

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search survey questions and answers' })
  await box.fill(text)
  await expect(
    page.getByRole('list', { name: 'Questions found' }).getByRole('article').first(),
  ).toBeVisible()
}

test('search, build, filter, switch base, chart, share the link, export CSV', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/survey')
  await expect(page.getByRole('heading', { name: 'Survey builder', level: 1 })).toBeVisible()
  await expect(page.getByText('No table yet')).toBeVisible()
  await checkA11y(page, 'survey builder, empty')

  // A frequency table of one question, with the service's numbers.
  await search(page, 'video streaming services')
  await page.getByRole('button', { name: 'Add Video streaming services to rows' }).click()
  const grid = page.getByRole('region', { name: 'Result table' }).getByRole('table')
  const frequency = (await (
    await request.get(`/api/v1/data/consumer-insights?rows=${STREAM}`)
  ).json()) as Table
  const netflix = frequency.chart.data['Total']?.[0]
  expect(netflix?.name).toBe('Netflix')
  const netflixRow = grid.getByRole('row', { name: /^Netflix/ })
  await expect(netflixRow).toContainText(n(netflix?.respondents ?? -1))
  await expect(netflixRow).toContainText(`${(netflix?.percentage ?? -1).toFixed(1)}%`)
  await expect(page.getByText('Multi-pick').first()).toBeVisible()
  await expect(page).toHaveURL(/rows=v0103_stream_services/)

  // Columns make it a cross table with column bases.
  await search(page, 'generation')
  await page.getByRole('button', { name: 'Add Generation to columns' }).click()
  await expect(grid.getByRole('columnheader', { name: /Gen Z/ })).toContainText('n =')
  await expect(page.getByText(/Independence: χ² =/)).toBeVisible()

  // Filters: different questions are AND, answers of one question OR.
  await search(page, 'income')
  await page.getByRole('button', { name: 'Filter by High income', exact: true }).click()
  await page.getByRole('button', { name: 'Filter by Upper-middle income' }).click()
  await search(page, 'gender')
  await page.getByRole('button', { name: 'Filter by Female', exact: true }).click()
  await expect(page.getByTestId('filter-sentence')).toHaveText(
    '(High income OR Upper-middle income) AND Female',
  )
  await page.getByLabel('Country').selectOption('DEU')
  await expect(page.getByRole('heading', { name: /in Germany/, level: 2 })).toBeVisible()
  await expect(page).toHaveURL(
    /filters=v0016_demo_income%235%2Cv0016_demo_income%234%2Cv0001_demo_gender%231/,
  )

  // Row percent, derived from the counts the service sent.
  const apiQuery = new URLSearchParams({
    rows: STREAM,
    columns: GEN,
    filters: 'v0001_demo_gender#1,v0016_demo_income#4,v0016_demo_income#5',
    country: 'DEU',
  })
  const cross = (await (
    await request.get(`/api/v1/data/consumer-insights?${apiQuery}`)
  ).json()) as Table
  const series = Object.values(cross.chart.data)
  const netflixCounts = series.map((points) => points[0]?.respondents ?? 0)
  const netflixTotal = netflixCounts.reduce((a, b) => a + b, 0)
  const genZRowPct = Math.round(((netflixCounts[0] ?? 0) / netflixTotal) * 1000) / 10
  await page.getByRole('radio', { name: 'Row %' }).check()
  await expect(page).toHaveURL(/pct=row/)
  await expect(
    grid
      .getByRole('row', { name: /^Netflix/ })
      .getByRole('cell')
      .first(),
  ).toContainText(`${genZRowPct.toFixed(1)}%`)

  // The chart, with the table as its text alternative; it loads as it comes into view.
  await page.locator('[data-near-viewport]').scrollIntoViewIfNeeded()
  await expect(
    page.getByRole('img', { name: /^Bar chart: Video streaming services by generation/ }),
  ).toBeVisible()
  await checkA11y(page, 'survey cross table with filters, table and chart')

  // The copied link reopens the same table in a fresh page.
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  const gridText = await grid.innerText()
  const fresh = await context.newPage()
  await fresh.goto(link)
  const freshGrid = fresh.getByRole('region', { name: 'Result table' }).getByRole('table')
  await expect(freshGrid.getByRole('row', { name: /^Netflix/ })).toBeVisible()
  expect(await freshGrid.innerText()).toBe(gridText)
  await expect(fresh.getByRole('radio', { name: 'Row %' })).toBeChecked()
  await fresh.close()

  // The CSV holds the header block and the service's counts.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  const lines = csv.trim().split(/\r\n/)
  expect(lines[0]).toBe('Title,"Video streaming services by generation in Germany, 2026"')
  expect(lines).toContain('Country,Germany (DEU)')
  expect(lines).toContain('Filters,(High income OR Upper-middle income) AND Female')
  expect(lines.some((l) => l.startsWith('Percent base,row percent'))).toBe(true)
  expect(lines).toContain(
    'Rows,Video streaming services: Which video streaming services have you used in the past 12 months?',
  )
  expect(lines.some((l) => l.startsWith('Significance,"▲/▼'))).toBe(true)
  expect(lines.some((l) => l.startsWith('Retrieved,20'))).toBe(true)
  const bases = lines.find((l) => l.startsWith('Base (n)'))?.split(',') ?? []
  expect(
    bases
      .filter((c) => c !== '')
      .slice(1)
      .map(Number),
  ).toEqual([
    ...Object.values(cross.chart.bases),
    Object.values(cross.chart.bases).reduce((a, b) => a + b, 0),
  ])
  // Per column: %, n and the significance mark; then the total's % and n.
  const netflixCsv = lines.find((l) => l.startsWith('Netflix,'))?.split(',') ?? []
  const columnCount = netflixCounts.length
  expect([...netflixCounts.keys(), columnCount].map((c) => Number(netflixCsv[2 + 3 * c]))).toEqual([
    ...netflixCounts,
    netflixTotal,
  ])
  expect(Number(netflixCsv[1])).toBe(genZRowPct)

  // The chart alone, with its data behind a disclosure, and the same question by survey year.
  await page.getByRole('radio', { name: 'Chart', exact: true }).check()
  await expect(page.getByText('Chart data as a table')).toBeVisible()
  await page.getByLabel('Compare').selectOption({ label: 'Several survey years' })
  await page.getByRole('button', { name: /^Compare 3 years: \d+ credits$/ }).click()
  await expect(page).toHaveURL(/compare=years/)
  const compared = page.getByRole('region', { name: 'Comparison table' })
  await expect(compared.getByRole('row', { name: /^Netflix/ })).toBeVisible()
  await expect(
    page.getByText(/^Comparison by survey year shown: \d{4}, \d{4}, \d{4}\.$/),
  ).toBeVisible()
  await checkA11y(page, 'survey chart view and comparison by year')
})

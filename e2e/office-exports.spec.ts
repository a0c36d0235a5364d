import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { readPptx, readXlsx } from './support/office-readers'
import { expect, test } from './support/fixtures'
import { openPanel } from './support/survey-panels'

// Keeps saved work: a reader of its own, so journeys beside it never count it.
test.use({ ownAccount: true })

/**
 * A researcher takes survey tables out of the app: the table on screen to Excel, then two
 * saved tables to one PowerPoint deck and one Excel tab book. The files are parsed here with
 * independent readers and their numbers compared with the service's.
 */

interface Point {
  name: string
  percentage: number
  respondents: number
}
interface Table {
  title: string
  chart: { data: Record<string, Point[]>; bases: Record<string, number> }
}

const STREAM = 'v0103_stream_services'
const GEN = 'v0013g_demo_generation'

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await readFile((await download.path()) ?? ''))
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  return download
}

test('a survey table to Excel, saved tables to PowerPoint and an Excel tab book', async ({
  page,
  request,
}) => {
  const cross = (await (
    await request.get(`/api/v1/data/consumer-insights?rows=${STREAM}&columns=${GEN}`)
  ).json()) as Table
  const frequency = (await (
    await request.get(`/api/v1/data/consumer-insights?rows=${STREAM}`)
  ).json()) as Table

  await page.goto(`/survey?rows=${STREAM}&columns=${GEN}`)
  const grid = page.getByRole('region', { name: 'Result table' }).getByRole('table')
  await expect(grid.getByRole('row', { name: /^Netflix/ })).toBeVisible()

  // The table on screen as a formatted sheet: numbers are numbers, percentages fractions.
  const excel = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Download Excel' }).click(),
  )
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/)
  const [sheet] = await readXlsx(await bytesOf(excel))
  const rows = [...sheet!.rows.values()]
  expect(rows[0]?.[0]?.value).toBe(cross.title)
  const header = rows.find((r) => r[0]?.value === 'Answer')!.map((c) => c.value)
  for (const [series, points] of Object.entries(cross.chart.data)) {
    const pctAt = header.indexOf(`${series} %`)
    expect(pctAt, series).toBeGreaterThan(0)
    for (const p of points) {
      const row = rows.find((r) => r[0]?.value === p.name)!
      const at = (i: number) => sheet!.cells.find((c) => c.ref === refOf(row, i))
      expect(at(pctAt)?.value, `${series} ${p.name}`).toBeCloseTo(p.percentage / 100, 6)
      expect(at(pctAt)?.format).toBe('0.0%')
      expect(at(pctAt + 1)?.value).toBe(p.respondents)
    }
  }
  await expect(page.getByRole('status').filter({ hasText: 'Excel file downloaded.' })).toBeVisible()

  // Two saved tables: the cross table and the frequency table.
  await openPanel(page, 'Saved tables')
  await page.getByLabel('Name for the current table').fill('Streaming by generation')
  await page.getByRole('button', { name: 'Save table' }).click()
  await page.goto(`/survey?rows=${STREAM}`)
  await expect(grid.getByRole('row', { name: /^Netflix/ })).toBeVisible()
  await openPanel(page, 'Saved tables')
  await page.getByLabel('Name for the current table').fill('Streaming')
  await page.getByRole('button', { name: 'Save table' }).click()
  const saved = page.getByRole('list', { name: 'Saved tables' })
  await expect(saved.getByRole('listitem')).toHaveCount(2)

  const deck = await downloadOf(page, () =>
    page.getByRole('button', { name: 'PowerPoint deck' }).click(),
  )
  expect(deck.suggestedFilename()).toMatch(/\.pptx$/)
  const slides = await readPptx(await bytesOf(deck))
  // Newest saved first: the frequency table, then the cross table; a chart and a table slide each.
  expect(slides.length).toBeGreaterThanOrEqual(4)
  const charts = slides.flatMap((s) => s.charts)
  expect(charts).toHaveLength(2)
  const [freqChart, crossChart] = charts
  const totals = frequency.chart.data['Total'] ?? []
  expect(freqChart?.[0]?.values).toEqual(totals.map((p) => p.percentage))
  expect(freqChart?.[0]?.categories).toEqual(totals.map((p) => p.name))
  expect(crossChart?.map((s) => s.name)).toEqual(Object.keys(cross.chart.data))
  for (const s of crossChart ?? [])
    expect(s.values).toEqual((cross.chart.data[s.name] ?? []).map((p) => p.percentage))
  expect(slides[0]?.texts.join(' ')).toMatch(/Source: .+\. Retrieved \d{4}-\d{2}-\d{2}\./)

  const book = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Excel, a sheet each' }).click(),
  )
  const sheets = await readXlsx(await bytesOf(book))
  expect(sheets.map((s) => s.name)).toEqual(['Streaming', 'Streaming by generation'])
})

/** The cell reference of column `i` (0-based) in the row of `row`'s first cell. */
function refOf(row: { ref: string }[], i: number): string {
  const r = /\d+$/.exec(row[0]?.ref ?? '')?.[0] ?? ''
  let col = ''
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26))
    col = String.fromCharCode(65 + ((n - 1) % 26)) + col
  return `${col}${r}`
}

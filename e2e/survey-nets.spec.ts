import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { openPanel, panelToggle } from './support/survey-panels'
import { checkA11y, expect, test } from './support/fixtures'
import { apiTable, openReady } from './support/survey-api'
import { tabTo } from './support/keyboard'

/**
 * A researcher combines answers into nets: a top-2 box of an ordered scale in one keystroke
 * (its figures the sum of the two answers), a multi-pick "any of" net whose figures come from
 * the table filtered by its answers (asked only after the button names its cost), both kept in
 * the address through a reload and into a fresh browser, the editor worked by keyboard.
 */

const SUS = 'v0191_sus_importance'
const STREAM = 'v0103_stream_services'
const GEN = 'v0013g_demo_generation'
const n = (v: number) => v.toLocaleString('en-GB')
const pct = (count: number, base: number) =>
  `${(Math.round((count / base) * 1000) / 10).toFixed(1)}%`

const grid = (page: Page) => page.getByRole('region', { name: 'Result table' }).getByRole('table')
const netsPanel = (page: Page) => page.getByRole('region', { name: 'Nets' })

/** Each column's cell of a row shows the count and the percentage expected. */
async function expectCells(row: Locator, expected: { count: number; base: number }[]) {
  const cells = row.getByRole('cell')
  for (const [c, { count, base }] of expected.entries()) {
    await expect(cells.nth(c)).toContainText(`n ${n(count)}`)
    await expect(cells.nth(c)).toContainText(pct(count, base))
  }
}

test('top-2 box of an ordered scale by keyboard: the sum of its two answers, kept in the link', async ({
  page,
  browser,
  request,
}) => {
  await openReady(page, `/survey?rows=${SUS}&columns=${GEN}&view=table`)
  await expect(grid(page).getByRole('row', { name: /^Very important/ })).toBeVisible()

  // The nets panel is collapsed to a line: opened by keyboard.
  await tabTo(page, panelToggle(page, 'Nets'))
  await expect(panelToggle(page, 'Nets')).toContainText('none')
  await page.keyboard.press('Enter')
  // One keystroke: the button names the two answers it takes.
  const topBox = netsPanel(page).getByRole('button', {
    name: 'Add Top 2 box (Very important + Somewhat important)',
  })
  await tabTo(page, topBox)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(
    /nets=Top(\+|%20)2(\+|%20)box%7Ev0191_sus_importance%231%2Bv0191_sus_importance%232/,
  )
  await expect(topBox).toBeDisabled()

  // Figures: per generation, Very important + Somewhat important, of the column's base.
  const table = await apiTable(request, { rows: SUS, columns: GEN })
  const series = Object.keys(table.chart.data)
  const expected = series.map((name) => {
    const [very, somewhat] = table.chart.data[name] ?? []
    return {
      count: (very?.respondents ?? 0) + (somewhat?.respondents ?? 0),
      base: table.chart.bases[name] ?? 0,
    }
  })
  const net = grid(page).getByRole('row', { name: /^Net: Top 2 box/ })
  await expectCells(net, expected)
  // The total column: every generation's net together, of all respondents in the table.
  const total = expected.reduce((a, e) => a + e.count, 0)
  const all = expected.reduce((a, e) => a + e.base, 0)
  await expect(net.getByRole('cell').nth(series.length)).toContainText(`n ${n(total)}`)
  await expect(net.getByRole('cell').nth(series.length)).toContainText(pct(total, all))
  // Marked as a net in words and type, not colour alone.
  await expect(net.getByRole('rowheader')).toHaveCSS('font-style', 'italic')
  await expect(netsPanel(page)).toContainText(
    'Net: Top 2 box (row) = Very important OR Somewhat important',
  )

  // A net of the middle answers, made, edited and removed with the keyboard alone.
  await tabTo(page, netsPanel(page).getByRole('button', { name: 'New net…' }))
  await page.keyboard.press('Enter')
  const name = netsPanel(page).getByRole('textbox', { name: 'Name' })
  await expect(name).toBeFocused()
  await checkA11y(page, 'net editor open')
  await page.keyboard.type('Middle')
  await tabTo(page, netsPanel(page).getByRole('checkbox', { name: 'Somewhat important' }))
  await page.keyboard.press('Space')
  // One answer is not a net: the editor says so.
  await tabTo(page, netsPanel(page).getByRole('button', { name: 'Save net' }))
  await page.keyboard.press('Enter')
  await expect(netsPanel(page).getByRole('alert')).toHaveText('Pick at least two answers.')
  await tabTo(
    page,
    netsPanel(page).getByRole('checkbox', { name: 'Not very important' }),
    'Shift+Tab',
  )
  await page.keyboard.press('Space')
  await tabTo(page, netsPanel(page).getByRole('button', { name: 'Save net' }))
  await page.keyboard.press('Enter')
  const middle = grid(page).getByRole('row', { name: /^Net: Middle/ })
  await expect(middle).toBeVisible()
  // Focus goes back to where the editor was opened.
  await expect(netsPanel(page).getByRole('button', { name: 'New net…' })).toBeFocused()

  await tabTo(page, netsPanel(page).getByRole('button', { name: 'Edit net Middle' }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(name).toBeFocused()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('Lukewarm')
  await page.keyboard.press('Enter')
  await expect(grid(page).getByRole('row', { name: /^Net: Lukewarm/ })).toBeVisible()
  await tabTo(
    page,
    netsPanel(page).getByRole('button', { name: 'Remove net Lukewarm' }),
    'Shift+Tab',
  )
  await page.keyboard.press('Enter')
  await expect(grid(page).getByRole('row', { name: /^Net: Lukewarm/ })).toHaveCount(0)
  await checkA11y(page, 'table with a top-2 box net')

  // A net of single-pick columns is a column: Gen Z + Millennials, its base their two bases.
  await netsPanel(page)
    .getByRole('button', { name: /^Add Top 2 box \(Gen Z/ })
    .click()
  const both = (expected[0]?.base ?? 0) + (expected[1]?.base ?? 0)
  const netColumn = grid(page).getByRole('columnheader', { name: /^Net: Top 2 box \(2\)/ })
  await expect(netColumn).toContainText(`n = ${n(both)}`)
  // Very important: the two generations' counts added, of the two bases.
  const [genZ, millennials] = series.map((s) => table.chart.data[s]?.[0]?.respondents ?? 0)
  const veryImportant = grid(page)
    .getByRole('row', { name: /^Very important/ })
    .getByRole('cell')
  await expect(veryImportant.nth(series.length)).toContainText(
    pct((genZ ?? 0) + (millennials ?? 0), both),
  )
  await netsPanel(page).getByRole('button', { name: 'Remove net Top 2 box (2)' }).click()
  await expect(netColumn).toHaveCount(0)

  // A reload and a fresh browser show the same net with the same figures.
  await openReady(page)
  await expectCells(grid(page).getByRole('row', { name: /^Net: Top 2 box/ }), expected)
  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await openReady(other, page.url())
  await expectCells(grid(other).getByRole('row', { name: /^Net: Top 2 box/ }), expected)
  await fresh.close()
})

test('a multi-pick net is "any of": the base of the table filtered by its answers, asked after naming its cost', async ({
  page,
  browser,
  request,
}) => {
  await openReady(page, `/survey?rows=${STREAM}&columns=${GEN}&view=table`)
  await expect(grid(page).getByRole('row', { name: /^Netflix/ })).toBeVisible()
  await openPanel(page, 'Nets')
  await netsPanel(page).getByRole('button', { name: 'New net…' }).click()
  await netsPanel(page).getByRole('textbox', { name: 'Name' }).fill('Netflix or Disney+')
  await netsPanel(page).getByRole('checkbox', { name: 'Netflix' }).check()
  await netsPanel(page).getByRole('checkbox', { name: 'Disney+' }).check()
  await expect(netsPanel(page)).toContainText('its figures need one more table')
  await netsPanel(page).getByRole('button', { name: 'Save net' }).click()

  // Named before it is asked: no figures, no request, until the button.
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/consumer-insights?') && r.url().includes('filters=')) asked.push(r.url())
  })
  await expect(netsPanel(page)).toContainText('Needs one more table (10 credits).')
  await expect(grid(page).getByRole('row', { name: /^Net: / })).toHaveCount(0)
  expect(asked).toEqual([])
  await netsPanel(page).getByRole('button', { name: 'Get figures (10 credits)' }).click()
  const net = grid(page).getByRole('row', { name: /^Net: Netflix or Disney\+/ })
  await expect(net).toBeVisible()
  expect(asked).toHaveLength(1)

  // The same table filtered by the net's answers (ORed by the service), asked here directly:
  // its base per column is the net's count; the unfiltered base is the percentage's base.
  const main = await apiTable(request, { rows: STREAM, columns: GEN })
  const filtered = await apiTable(request, {
    rows: STREAM,
    columns: GEN,
    filters: `${STREAM}#1,${STREAM}#3`,
  })
  const series = Object.keys(main.chart.data)
  const expected = series.map((s) => ({
    count: filtered.chart.bases[s] ?? -1,
    base: main.chart.bases[s] ?? -1,
  }))
  // Fewer than the two answers added: those who use both count once.
  const netflix = main.chart.data[series[0] ?? '']?.[0]?.respondents ?? 0
  const disney = main.chart.data[series[0] ?? '']?.[2]?.respondents ?? 0
  expect(expected[0]?.count).toBeLessThan(netflix + disney)
  await expectCells(net, expected)

  // The export says what the net is and carries its row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  expect(csv).toContain(
    'Nets,Net: Netflix or Disney+ = Netflix OR Disney+ (respondents who picked any of them',
  )
  expect(csv).toMatch(new RegExp(`\\nNet: Netflix or Disney\\+,[\\d.]+,${expected[0]?.count},`))

  // After a reload the net is still there; its figures are asked again only from the button.
  await openReady(page)
  // The collapsed panel's line says a table is waiting to be asked, and at what cost.
  await expect(panelToggle(page, 'Nets')).toContainText(
    'Netflix or Disney+ · one table to ask (10 credits)',
  )
  await openPanel(page, 'Nets')
  await expect(netsPanel(page)).toContainText('Net: Netflix or Disney+ (row) = Netflix OR Disney+')
  await netsPanel(page).getByRole('button', { name: 'Get figures (10 credits)' }).click()
  await expectCells(grid(page).getByRole('row', { name: /^Net: Netflix or Disney\+/ }), expected)

  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await openReady(other, page.url())
  await openPanel(other, 'Nets')
  await netsPanel(other).getByRole('button', { name: 'Get figures (10 credits)' }).click()
  await expectCells(grid(other).getByRole('row', { name: /^Net: Netflix or Disney\+/ }), expected)
  await checkA11y(other, 'multi-pick net in a fresh browser')
  await fresh.close()
})

test('nets the link cannot hold are dropped with a notice, the rest kept', async ({ page }) => {
  const good = `Top~${SUS}%231%2B${SUS}%232`
  await openReady(
    page,
    `/survey?rows=${SUS}&view=table&nets=${good};Lonely~${SUS}%231;~${SUS}%233%2B${SUS}%234`,
  )
  await expect(netsPanel(page).getByRole('status')).toContainText('"Lonely~v0191_sus_importance#1"')
  await expect(grid(page).getByRole('row', { name: /^Net: Top/ })).toBeVisible()
  await expect(page).not.toHaveURL(/Lonely/)
  expect(new URL(page.url()).searchParams.get('nets')).toBe(`Top~${SUS}#1+${SUS}#2`)
})

test('a comparison of two years keeps the net and the mean of each year', async ({
  page,
  request,
}) => {
  const net = `Top 2 box~${SUS}%231%2B${SUS}%232`
  await openReady(
    page,
    `/survey?rows=${SUS}&country=DEU&mean=1&nets=${net}&compare=years:2023,2024`,
  )
  const compared = page.getByRole('region', { name: 'Comparison table' })
  for (const year of [2023, 2024]) {
    // The service's own figures for that year: the net is the sum of its two answers.
    const table = await apiTable(request, { rows: SUS, country: 'DEU', year: String(year) })
    const points = Object.values(table.chart.data)[0] ?? []
    const count = (points[0]?.respondents ?? 0) + (points[1]?.respondents ?? 0)
    const base = Object.values(table.chart.bases)[0] ?? 0
    const column = year === 2023 ? 0 : 1
    const netRow = compared.getByRole('row', { name: /^Net: Top 2 box/ })
    await expect(netRow.getByRole('cell').nth(column)).toContainText(pct(count, base))
    await expect(netRow.getByRole('cell').nth(column)).toContainText(`n ${n(count)}`)
  }
  const meanRow = compared.getByRole('row', { name: /^Mean score/ })
  await expect(meanRow.getByRole('cell')).toHaveCount(2)
  await expect(meanRow.getByRole('cell').first()).toContainText(/\d\.\d\d/)
  await expect(meanRow.getByRole('cell').first()).toContainText(/SD \d\.\d\d/)
  await checkA11y(page, 'comparison with a net and a mean')
})

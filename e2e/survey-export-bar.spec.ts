import { readFile } from 'node:fs/promises'
import { expect, test } from './support/fixtures'
import { apiTable, openReady } from './support/survey-api'

/**
 * The export bar under a table shows at first paint; what its buttons do loads on first use
 * (export-actions.ts). A reader on the keyboard reaches each button and gets the same result
 * as a click, with nothing of it loaded before.
 */

const STREAM = 'v0103_stream_services'
const GEN = 'v0013g_demo_generation'

test('the export bar by keyboard: its actions load on first use and act at once', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  const table = await apiTable(request, { rows: STREAM, columns: GEN })
  await openReady(page, `/survey?rows=${STREAM}&columns=${GEN}`)
  const grid = page.getByRole('region', { name: 'Result table' }).getByRole('table')
  await expect(grid.getByRole('row', { name: /^Netflix/ })).toBeVisible()
  // The table's first load carries the buttons alone.
  expect(scripts.filter((s) => s.includes('export-actions'))).toEqual([])

  const bar = page.getByRole('button', { name: 'Copy for spreadsheet' })
  await bar.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Table copied.' })).toBeVisible()
  expect(scripts.filter((s) => s.includes('export-actions'))).toHaveLength(1)
  const tsv = await page.evaluate(() => navigator.clipboard.readText())
  expect(tsv).toContain(table.title)
  expect(tsv.split('\n').find((l) => l.startsWith('Netflix'))).toContain('\t')

  // Shift+Tab from the spreadsheet copy reaches the PowerPoint, Excel and CSV buttons in turn.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeFocused()
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press(' ')])
  await expect(page.getByRole('status').filter({ hasText: 'CSV file downloaded.' })).toBeVisible()
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  // Marked as UTF-8 for Excel, which would otherwise read ≥ and – in the local code page.
  expect(csv.startsWith('\uFEFF')).toBe(true)
  expect(csv.split(/\r\n/)[0]).toContain(table.title)
  // Named like the table's Excel and PowerPoint files: survey, rows, columns.
  expect(download.suggestedFilename()).toBe(`${table.identifier.survey_id}-${STREAM}-${GEN}.csv`)

  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
})

test('when the export tools cannot load, the bar says so and how to go on; the table stays', async ({
  page,
}) => {
  // A new deploy removed the old chunk, or the connection dropped.
  await page.route(/export-actions-[^/]*\.js$/, (route) => route.abort())
  await openReady(page, `/survey?rows=${STREAM}&columns=${GEN}`)
  const grid = page.getByRole('region', { name: 'Result table' }).getByRole('table')
  await expect(grid.getByRole('row', { name: /^Netflix/ })).toBeVisible()
  await page.getByRole('button', { name: 'Download CSV' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /The export tools could not be loaded.*Reload the page/ }),
  ).toBeVisible()
  await expect(grid.getByRole('row', { name: /^Netflix/ })).toBeVisible()
})

test('the chart arriving above the export bar leaves the bar where the reader sees it', async ({
  page,
}) => {
  // The chart's code is held back until the reader has scrolled down to the bar.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/result-chart-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await openReady(page, `/survey?rows=${STREAM}&columns=${GEN}`)
  const bar = page.getByRole('button', { name: 'Download Excel' })
  await bar.scrollIntoViewIfNeeded()
  const top = () => bar.evaluate((button) => button.getBoundingClientRect().top)
  const before = await top()
  release()
  // This chart is taller than its placeholder: the page grows above the bar, not under it.
  await expect(page.getByRole('img', { name: /^Bar chart/ })).toBeVisible()
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  expect(Math.abs((await top()) - before)).toBeLessThan(2)
})

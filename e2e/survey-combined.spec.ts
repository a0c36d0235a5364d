import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { parseCsv } from './support/csv-reader'
import { checkA11y, expect, test } from './support/fixtures'
import { apiTable, openReady } from './support/survey-api'
import { openPanel, panelToggle } from './support/survey-panels'

// Keeps saved work: a reader of its own, so journeys beside it never count it.
test.use({ ownAccount: true })

/**
 * Everything issue 18 added, on one table at once: a cross table of an ordered scale by
 * generation with a top-2 box net on its rows, tested at 99 % with the Benjamini–Hochberg
 * correction, its mean row and index on, one audience as a column of the audience table, and a
 * tab book with one more question. Each feature was tested alone; here each step is made with
 * the others already in the address, so one feature's address writing cannot drop another's,
 * and the whole state must come back after a reload and in a fresh browser.
 */

const SUS = 'v0191_sus_importance'
const GEN = 'v0013g_demo_generation'
const FEMALE = 'v0001_demo_gender#1'
const DIET = 'v0161_food_diet'
// Germany: four generations of 504 to 895 respondents (as e2e/survey-analysis.spec.ts).
const TABLE = `/survey?rows=${SUS}&columns=${GEN}&country=DEU&view=table`

/** The main table's section (the tab book's first table), apart from the book's other tables. */
const main = (page: Page) => page.locator('#tab-book-table-1')
const grid = (page: Page) => main(page).getByRole('region', { name: 'Result table' })
const marks = (page: Page) =>
  grid(page).getByRole('img', { name: /^significantly (higher|lower)$/ })
const legend = (page: Page) => main(page).getByTestId('significance-legend')
const netRow = (page: Page) => grid(page).getByRole('row', { name: /^Net: Top 2 box/ })
const meanRow = (page: Page) => main(page).getByTestId('mean-rows').getByRole('row').first()
const audienceTable = (page: Page) => page.getByTestId('audience-table')
const book = (page: Page) => page.getByRole('region', { name: 'Tab book: 2 tables' })
const dietTable = (page: Page) => page.getByRole('region', { name: 'Table 2: Diet' })

async function choose(page: Page, radio: string, key: 'ArrowRight' | 'ArrowLeft', target: string) {
  await page.getByRole('radio', { name: radio, exact: true }).focus()
  await page.keyboard.press(key)
  await expect(page.getByRole('radio', { name: target, exact: true })).toBeChecked()
}

/** Every field this journey sets, as the address holds them. */
function expectAddress(page: Page) {
  const params = new URL(page.url()).searchParams
  expect(Object.fromEntries(params)).toMatchObject({
    rows: SUS,
    columns: GEN,
    country: 'DEU',
    nets: `Top 2 box~${SUS}#1+${SUS}#2`,
    level: '99',
    fdr: 'bh',
    mean: '1',
    index: '1',
    aud: `Women~${FEMALE}`,
    book: DIET,
  })
  expect(params.get('filters')).toBeNull()
}

/** What a reload and a fresh browser must show again (the book's table loaded on request). */
async function snapshot(page: Page) {
  await expect(netRow(page)).toBeVisible()
  await expect(main(page).getByTestId('mean-rows')).toBeVisible()
  await expect(audienceTable(page).getByRole('columnheader', { name: /^Women/ })).toContainText(
    /n = [\d,]+/,
  )
  const load = book(page).getByRole('button', { name: 'Load the table not loaded (10 credits)' })
  if (await load.isVisible()) await load.click()
  await expect(dietTable(page).getByRole('columnheader', { name: /Gen Z/ })).toBeVisible()
  return {
    marks: await marks(page).count(),
    legend: await legend(page).innerText(),
    net: await netRow(page).innerText(),
    mean: await meanRow(page).innerText(),
    high: await grid(page).locator('[data-index-band="high"]').count(),
    audience: await audienceTable(page).getByRole('table').innerText(),
    book: await dietTable(page).getByRole('table').innerText(),
  }
}

test('nets, 99 % with BH, mean, index, an audience and a tab book on one table: kept, said, exported', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000)
  // The audience first, from a filter (the audience panel saves the table's filters).
  await openReady(page, `${TABLE}&filters=${encodeURIComponent(FEMALE)}`)
  const audiences = page.getByRole('region', { name: 'Audiences' })
  await openPanel(page, 'Audiences')
  await audiences.getByLabel('Save these filters as an audience: name (required)').fill('Women')
  await audiences.getByRole('button', { name: 'Save and add as a column (10 credits)' }).click()
  await expect(audiences.getByRole('list', { name: 'Audience columns' })).toContainText('Women')
  await page.getByRole('button', { name: /^Remove Female$/ }).click()
  await expect(page).not.toHaveURL(/filters=/)

  // The top-2 box net on the rows.
  await expect(grid(page).getByRole('row', { name: /^Very important/ })).toBeVisible()
  await openPanel(page, 'Nets')
  await page
    .getByRole('region', { name: 'Nets' })
    .getByRole('button', { name: 'Add Top 2 box (Very important + Somewhat important)' })
    .click()
  await expect(netRow(page)).toBeVisible()

  // 99 %, Benjamini–Hochberg, mean and index, by keyboard.
  await openPanel(page, 'Tests and statistics')
  await choose(page, '95%', 'ArrowRight', '99%')
  await choose(page, 'None', 'ArrowRight', 'Benjamini–Hochberg')
  await page.getByRole('checkbox', { name: 'Mean and standard deviation' }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('checkbox', { name: /^Index/ }).focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/index=1/)

  // One more question in the tab book, from the search results.
  await page.getByRole('searchbox', { name: 'Search survey questions and answers' }).fill('diet')
  await page.getByRole('button', { name: 'Add Diet to tab book' }).click()
  await expect(book(page)).toBeVisible()
  await book(page).getByRole('button', { name: 'Load the table not loaded (10 credits)' }).click()
  await expect(dietTable(page).getByRole('columnheader', { name: /Gen Z/ })).toBeVisible()

  // Every step kept the others: the address holds all of them.
  expectAddress(page)

  // (b) The legend names the level and the correction, and counts the net row's cells too:
  // 4 generations × (4 answers + 1 net) = 20 tests, each mark on the page counted.
  await expect(legend(page)).toContainText('99% (|z| ≥ 2.58)')
  await expect(legend(page)).toContainText('Benjamini–Hochberg false discovery rate')
  const shown = await marks(page).count()
  await expect(legend(page)).toContainText(`${shown} of 20 tested cells marked`)

  // The net is the sum of its two answers; the mean is of the four answers only (scores 4…1:
  // the scale starts at "Very important", its high end), never the net row (which would count
  // its respondents twice).
  const table = await apiTable(request, { rows: SUS, columns: GEN, country: 'DEU' })
  const first = Object.keys(table.chart.data)[0] ?? ''
  const points = table.chart.data[first] ?? []
  const counts = points.map((p) => p.respondents)
  const top2 = (counts[0] ?? 0) + (counts[1] ?? 0)
  await expect(netRow(page).getByRole('cell').first()).toContainText(
    `n ${top2.toLocaleString('en-GB')}`,
  )
  // Mean = Σ score × n ÷ Σ n over the answers: (4·n1 + 3·n2 + 2·n3 + 1·n4) ÷ (n1+n2+n3+n4).
  const scored = counts.slice(0, 4)
  const mean = scored.reduce((a, n, k) => a + n * (4 - k), 0) / scored.reduce((a, n) => a + n, 0)
  await expect(meanRow(page).getByRole('cell').first()).toContainText(mean.toFixed(2))

  // The audience table is there beside it; the book's table has the same columns.
  await expect(audienceTable(page).getByRole('columnheader', { name: /^Women/ })).toBeVisible()
  // Its marks use the table's level too (99 %), uncorrected, as its legend says.
  await expect(page.getByTestId('audience-legend')).toContainText(
    'at 99% (two-sided, |z| ≥ 2.58): two-proportion z-test',
  )
  await expect(page.getByTestId('audience-legend')).toContainText('not corrected')

  // (d) axe, light and dark, with everything on.
  await checkA11y(page, 'nets, 99 % BH, mean, index, audience and tab book together')

  // (c) The main table's CSV names every choice.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  const rows = parseCsv(csv)
  const line = (name: string) => rows.find((r) => r[0] === name)?.[1] ?? ''
  expect(line('Significance')).toContain('99%')
  expect(line('Multiple comparisons')).toContain('Benjamini–Hochberg')
  expect(line('Nets')).toContain('Net: Top 2 box = Very important OR Somewhat important')
  expect(line('Numbers')).toContain('applies no weighting')
  expect(line('Mean')).not.toBe('')
  expect(line('Index')).not.toBe('')
  expect(rows.find((r) => r[0] === 'Net: Top 2 box')?.[2]).toBe(String(top2))
  expect(rows.filter((r) => r[0] === 'Mean')).toHaveLength(2)

  // The tab book's CSV reads its tables without the nets (they are the main table's), and is
  // still made: both tables, each with its header block naming the level and the correction.
  const [bookDownload] = await Promise.all([
    page.waitForEvent('download'),
    book(page).getByRole('button', { name: 'Download tab book as CSV' }).click(),
  ])
  const bookRows = parseCsv(await readFile((await bookDownload.path()) ?? '', 'utf8'))
  expect(bookRows.filter((r) => r[0] === 'Title')).toHaveLength(2)
  expect(bookRows.filter((r) => r[0] === 'Significance').map((r) => r[1])).toEqual([
    expect.stringContaining('99%'),
    expect.stringContaining('99%'),
  ])
  await expect(book(page).getByRole('status')).toHaveText('CSV file with 2 tables downloaded.')

  // (a) A reload and a fresh browser show the same table, marks, net, mean, audience and book.
  const state = await snapshot(page)
  const url = page.url()
  // The server writes the whole state and the browser takes it over without a mismatch.
  const consoleErrors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text())
  })
  await openReady(page)
  expectAddress(page)
  expect(await snapshot(page)).toEqual(state)
  expect(consoleErrors).toEqual([])

  // The same reader (the same account) in a browser with empty storage.
  const fresh = await browser.newContext({ baseURL, extraHTTPHeaders })
  try {
    const other = await fresh.newPage()
    await openReady(other, url)
    expectAddress(other)
    expect(await snapshot(other)).toEqual(state)
    await checkA11y(other, 'the combined table in a fresh browser')
  } finally {
    await fresh.close()
  }
})

test('a net column beside the mean row: every mean stays under its own column', async ({
  page,
  request,
}) => {
  const young = `Young~${GEN}#1+${GEN}#2`
  await openReady(page, `${TABLE}&mean=1&nets=${encodeURIComponent(young)}`)
  const headers = grid(page).locator('thead th')
  await expect(headers).toHaveText([
    'Answer',
    /^Gen Z/,
    /^Millennials/,
    /^Gen X/,
    /^Baby Boomers/,
    /^Net: Young/,
    /^Total/,
  ])
  // One cell per column in each of the mean rows: Answer, 4 generations, the net, Total.
  for (const row of await main(page).getByTestId('mean-rows').getByRole('row').all())
    await expect(row.locator('th, td')).toHaveCount(7)

  // The Total column's mean is of all four generations: Σ score × n ÷ Σ n with scores 4…1
  // (the scale starts at its high end).
  const table = await apiTable(request, { rows: SUS, columns: GEN, country: 'DEU' })
  const totals = [0, 1, 2, 3].map((r) =>
    Object.values(table.chart.data).reduce((a, points) => a + (points[r]?.respondents ?? 0), 0),
  )
  const mean = totals.reduce((a, n, k) => a + n * (4 - k), 0) / totals.reduce((a, n) => a + n, 0)
  await expect(meanRow(page).locator('td').nth(5)).toHaveText(mean.toFixed(2))
  await checkA11y(page, 'mean row with a net column')
})

test('a link with bad nets, audiences and analysis settings at once: each cleaned, none undoing another', async ({
  page,
}) => {
  const nets = `Top~${SUS}#1+${SUS}#2;Lonely~${SUS}#1`
  const aud = `Women~${FEMALE};Nobody~not-an-id`
  await openReady(
    page,
    `${TABLE}&nets=${encodeURIComponent(nets)}&aud=${encodeURIComponent(aud)}&level=97&fdr=bh&mean=1&book=${DIET}`,
  )
  // Each feature says what it dropped.
  await expect(page.getByRole('region', { name: 'Nets' }).getByRole('status')).toContainText(
    `"Lonely~${SUS}#1"`,
  )
  await expect(page.getByRole('region', { name: 'Audiences' }).getByRole('status')).toContainText(
    '"Nobody" has no valid answer ID',
  )
  await expect(
    page.getByRole('status').filter({ hasText: 'analysis settings in the address were not valid' }),
  ).toContainText('level=97')
  // And the address ends with the valid part of each, whichever cleaning ran last.
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({
      rows: SUS,
      columns: GEN,
      country: 'DEU',
      view: 'table',
      nets: `Top~${SUS}#1+${SUS}#2`,
      aud: `Women~${FEMALE}`,
      fdr: 'bh',
      mean: '1',
      book: DIET,
    })
  await expect(grid(page).getByRole('row', { name: /^Net: Top/ })).toBeVisible()
  await expect(audienceTable(page).getByRole('columnheader', { name: /^Women/ })).toBeVisible()
  await expect(legend(page)).toContainText('95% (|z| ≥ 1.96)')
  await expect(legend(page)).toContainText('Benjamini–Hochberg')
})

test('Clear all takes the table with its nets, audience columns, book and answer-bound settings', async ({
  page,
}) => {
  const scores = `${SUS}#1:10`
  await openReady(
    page,
    `${TABLE}&nets=${encodeURIComponent(`Top~${SUS}#1+${SUS}#2`)}&aud=${encodeURIComponent(`Women~${FEMALE}`)}&book=${DIET}&level=99&fdr=bh&mean=1&index=1&vs=${encodeURIComponent(`${GEN}#1`)}&scores=${encodeURIComponent(scores)}`,
  )
  await expect(audienceTable(page).getByRole('columnheader', { name: /^Women/ })).toBeVisible()
  await page.getByRole('button', { name: 'Clear all' }).click()
  await expect(page.getByText('No table yet')).toBeVisible()
  // The settings that are the reader's way of reading any table stay; nothing names an answer
  // of the questions cleared, and no audience column waits to be asked with the next table.
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ country: 'DEU', view: 'table', level: '99', fdr: 'bh', mean: '1', index: '1' })
  await expect(panelToggle(page, 'Audiences')).toContainText('none as columns')
  await openPanel(page, 'Audiences')
  await expect(
    page.getByRole('region', { name: 'Audiences' }).getByRole('list', { name: 'Audience columns' }),
  ).toHaveCount(0)
})

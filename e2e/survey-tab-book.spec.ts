import { readFile } from 'node:fs/promises'
import type { Download, Locator, Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'
import { tabTo } from './support/keyboard'
import { readXlsx } from './support/office-readers'
import { parseCsv } from './support/csv-reader'
import { apiTable } from './support/survey-api'

/**
 * A researcher reads several questions against the same columns as a tab book: the table of
 * rows, then one table per question added, one under the other, with a contents list. Nothing
 * paid is asked until they ask for it (the cost named first); the book goes out as one
 * workbook and one CSV whose numbers are the page's, lives in the address (a reload and a
 * fresh browser keep it) and is ordered by keyboard.
 */

const STREAM = 'v0103_stream_services'
const SOCIAL = 'v0112_social_time'
const DIET = 'v0161_food_diet'
const DATA_TABLE = '/api/v1/data/consumer-insights'

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search survey questions and answers' })
  await box.fill(text)
  await expect(
    page.getByRole('list', { name: 'Questions found' }).getByRole('article').first(),
  ).toBeVisible()
}

async function downloadOf(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  return download
}

/** A grid's rows as the page shows them: label → [% and n per column…, total %, total n]. */
async function pageNumbers(region: Locator): Promise<Map<string, number[]>> {
  const rows = await region.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      label: tr.querySelector('th')?.textContent?.trim() ?? '',
      cells: [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
    })),
  )
  const numbers = new Map<string, number[]>()
  for (const { label, cells } of rows) {
    numbers.set(
      label,
      cells.flatMap((text) => {
        const pct = /([\d,.]+)%/.exec(text)?.[1]
        const n = /n ([\d,]+)/.exec(text)?.[1]
        return [Number(pct?.replace(/,/g, '')), Number(n?.replace(/,/g, ''))]
      }),
    )
  }
  return numbers
}

/** Waits until React has taken over a server-written control (a click before would be lost). */
async function hydrated(control: Locator) {
  await expect
    .poll(() =>
      control.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))),
    )
    .toBe(true)
}

/** Data-table requests the page makes, by rows question. */
function watchTables(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === DATA_TABLE) asked.push(url.searchParams.get('rows') ?? '')
  })
  return asked
}

test('a tab book of three questions: asked on demand, exported, kept in the address', async ({
  page,
  browser,
}) => {
  const asked = watchTables(page)
  await page.goto('/survey')
  await search(page, 'video streaming services')
  await page.getByRole('button', { name: 'Add Video streaming services to rows' }).click()
  await search(page, 'generation')
  await page.getByRole('button', { name: 'Add Generation to columns' }).click()
  const main = page.getByRole('region', { name: 'Result table' })
  await expect(main.getByRole('columnheader', { name: /Gen Z/ })).toBeVisible()

  // Two more questions go into the book from the search results.
  await search(page, 'social media')
  const addSocial = page.getByRole('button', { name: 'Add Time on social media to tab book' })
  await addSocial.click()
  await expect(addSocial).toHaveAttribute('aria-pressed', 'true')
  await search(page, 'diet')
  await page.getByRole('button', { name: 'Add Diet to tab book' }).click()
  await expect(page).toHaveURL(new RegExp(`book=${SOCIAL}%2C${DIET}`))

  const book = page.getByRole('region', { name: 'Tab book: 3 tables' })
  const contents = book.getByRole('navigation', { name: 'Tab book contents' })
  await expect(contents.getByRole('link')).toHaveText([
    'Video streaming services',
    'Time on social media',
    'Diet',
  ])
  // Adding asked nothing paid: the cost is named, and the tables wait for the reader.
  await expect(contents.getByRole('listitem').nth(1)).toContainText('not loaded (10 credits)')
  expect(asked.filter((rows) => rows === SOCIAL || rows === DIET)).toEqual([])
  await book.getByRole('button', { name: 'Load all 2 tables not loaded (20 credits)' }).click()

  const social = page.getByRole('region', { name: 'Table 2: Time on social media' })
  const diet = page.getByRole('region', { name: 'Table 3: Diet' })
  await expect(social.getByRole('columnheader', { name: /Gen Z/ })).toBeVisible()
  await expect(diet.getByRole('columnheader', { name: /Gen Z/ })).toBeVisible()
  expect(asked.filter((rows) => rows === SOCIAL || rows === DIET).sort()).toEqual([SOCIAL, DIET])
  // Each contents entry links to its table's heading and gives its base.
  await expect(contents.getByRole('listitem').nth(2)).toContainText(/n = [\d,]+/)
  await expect(contents.getByRole('link', { name: 'Diet' })).toHaveAttribute(
    'href',
    '#tab-book-table-3',
  )
  await expect(page.locator('#tab-book-table-3').getByRole('heading', { level: 3 })).toHaveText(
    /^3\. Diet by generation/,
  )
  await checkA11y(page, 'tab book of three tables, loaded')

  const onPage = [await pageNumbers(main), await pageNumbers(social), await pageNumbers(diet)]
  for (const table of onPage) expect(table.size).toBeGreaterThan(1)

  // The workbook: a contents sheet and one sheet per table, every number the page's.
  const excel = await downloadOf(
    page,
    book.getByRole('button', { name: 'Download tab book as Excel' }),
  )
  expect(excel.suggestedFilename()).toMatch(/-tab-book\.xlsx$/)
  const sheets = await readXlsx(new Uint8Array(await readFile((await excel.path()) ?? '')))
  expect(sheets.map((s) => s.name)).toEqual([
    'Contents',
    '1 Video streaming services',
    '2 Time on social media',
    '3 Diet',
  ])
  sheets.slice(1).forEach((sheet, t) => {
    const expected = onPage[t]!
    for (const [label, numbers] of expected) {
      const row = [...sheet.rows.values()].find((r) => r[0]?.value === label)
      const values = (row ?? []).filter((c) => c.kind === 'n').map((c) => c.value as number)
      // Percent cells hold fractions: 0.737 is the page's 73.7 %.
      expect(
        values.map((v, i) => (i % 2 === 0 ? Math.round(v * 1000) / 10 : v)),
        `${sheet.name}: ${label}`,
      ).toEqual(numbers)
    }
  })
  const contentRows = [...sheets[0]!.rows.values()].map((r) => r.map((c) => c.value))
  expect(contentRows).toContainEqual(['Tab book: 3 tables'])

  // The CSV: the three tables one after another, each with its header block.
  const csvDownload = await downloadOf(
    page,
    book.getByRole('button', { name: 'Download tab book as CSV' }),
  )
  expect(csvDownload.suggestedFilename()).toMatch(/-tab-book\.csv$/)
  const rows = parseCsv(await readFile((await csvDownload.path()) ?? '', 'utf8'))
  expect(rows.filter((r) => r[0] === 'Title')).toHaveLength(3)
  expect(rows.filter((r) => r[0] === 'Columns' && r[1]?.startsWith('Generation'))).toHaveLength(3)
  const tableStarts = rows.flatMap((r, i) => (r[0] === 'Title' ? [i] : []))
  onPage.forEach((table, t) => {
    const own = rows.slice(tableStarts[t], tableStarts[t + 1])
    for (const [label, numbers] of table) {
      const cells = own.find((r) => r[0] === label) ?? []
      // Per column: %, n and the mark; then the total's % and n.
      const values = cells.slice(1).filter((_, i) => i % 3 !== 2)
      expect(values.map(Number), `table ${t + 1}: ${label}`).toEqual(numbers)
    }
  })

  // A reload keeps the book (its tables wait to be asked for again, the cost named).
  await page.reload()
  const reloaded = page.getByRole('region', { name: 'Tab book: 3 tables' })
  await expect(
    reloaded.getByRole('navigation', { name: 'Tab book contents' }).getByRole('link'),
  ).toHaveText(['Video streaming services', 'Time on social media', 'Diet'])
  await expect(
    reloaded.getByRole('button', { name: 'Load all 2 tables not loaded (20 credits)' }),
  ).toBeVisible()

  // A fresh browser with the link: the same book, loaded when asked, with the same numbers.
  const link = page.url()
  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await other.goto(link)
  const freshBook = other.getByRole('region', { name: 'Tab book: 3 tables' })
  await hydrated(freshBook.getByRole('button', { name: /^Load all/ }))
  await freshBook.getByRole('button', { name: 'Load all 2 tables not loaded (20 credits)' }).click()
  const freshDiet = other.getByRole('region', { name: 'Table 3: Diet' })
  await expect(freshDiet.getByRole('columnheader', { name: /Gen Z/ })).toBeVisible()
  expect(await pageNumbers(freshDiet)).toEqual(onPage[2])
  await expect(
    freshBook.getByRole('navigation', { name: 'Tab book contents' }).getByRole('link'),
  ).toHaveText(['Video streaming services', 'Time on social media', 'Diet'])
  await fresh.close()
})

test('keyboard only: reorder and remove the tab book’s questions', async ({ page }) => {
  await page.goto(`/survey?rows=${STREAM}&book=${SOCIAL},${DIET}`)
  const list = page.getByRole('group', { name: 'Tab book: 3 tables' })
  await expect(list).toBeVisible()

  // Diet moves up: at the top its "up" is disabled, so focus stays on its "down".
  await tabTo(page, page.getByRole('button', { name: /^Move .+ up$/ }).nth(1))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`book=${DIET}%2C${SOCIAL}`))
  await expect(page.locator(':focus')).toHaveAttribute('data-action', 'down')
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Move .+ down$/)
  // And down again, by the key it is on.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`book=${SOCIAL}%2C${DIET}`))

  // Removing the first question hands focus to the next one's remove button.
  await tabTo(
    page,
    page.getByRole('button', { name: /^Remove .+ from tab book$/ }).first(),
    'Shift+Tab',
  )
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(new RegExp(`book=${DIET}(&|$)`))
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Remove .+ from tab book$/)
  await expect(page.getByRole('group', { name: 'Tab book: 2 tables' })).toBeVisible()

  // The contents link moves the reader to the table, by keyboard too.
  const link = page.getByRole('navigation', { name: 'Tab book contents' }).getByRole('link').nth(1)
  await tabTo(page, link)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#tab-book-table-2$/)
  await expect(page.locator('#tab-book-table-2')).toBeInViewport()
  await checkA11y(page, 'tab book, not loaded')
})

test('a question the service does not know is taken out of the book, with a notice', async ({
  page,
}) => {
  await page.goto(`/survey?rows=${STREAM}&book=v9999_unknown,${DIET}`)
  const book = page.getByRole('region', { name: 'Tab book: 3 tables' })
  const load = book.getByRole('button', { name: 'Load all 2 tables not loaded (20 credits)' })
  await hydrated(load)
  await load.click()
  await expect(
    page.getByText(
      'The service does not know the question v9999_unknown: taken out of the tab book.',
    ),
  ).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`book=${DIET}(&|$)`))
  await expect(page.getByRole('region', { name: 'Table 2: Diet' })).toBeVisible()
})

test('a banner over the book: the book question’s net is a row of each of its blocks, on the page and in the CSV', async ({
  page,
  request,
}) => {
  const GENDER = 'v0001_demo_gender'
  const AGE = 'v0014_demo_agegroup'
  // A net of the book's question (answers 2 and 3), none of the rows question.
  const net = `Some time~${SOCIAL}#2+${SOCIAL}#3`
  await page.goto(
    `/survey?rows=${STREAM}&columns=${GENDER}&banner=${AGE}&book=${SOCIAL}&nets=${encodeURIComponent(net)}`,
  )
  const book = page.getByRole('region', { name: 'Tab book: 2 tables' })
  const social = page.locator('#tab-book-table-2')
  const load = social.getByRole('button', { name: /^Load table 2, .*: 2 blocks \(20 credits\)$/ })
  await hydrated(load)
  await load.click()

  // Each block's net cell is the sum of its two answers in the service's table, of the base.
  const byGender = await apiTable(request, { rows: SOCIAL, columns: GENDER })
  const byAge = await apiTable(request, { rows: SOCIAL, columns: AGE })
  const expected = (t: Awaited<ReturnType<typeof apiTable>>, column: string) => {
    const [, second, third] = t.chart.data[column] ?? []
    const count = (second?.respondents ?? NaN) + (third?.respondents ?? NaN)
    return { count, pct: ((count / (t.chart.bases[column] ?? NaN)) * 100).toFixed(1) }
  }
  const female = expected(byGender, 'Female')
  const young = expected(byAge, '18–24 years')
  const netRow = social.getByRole('row', { name: /^Net: Some time/ })
  // Gender's three columns and its total, then Age group's first column.
  await expect(netRow.getByRole('cell').nth(0)).toContainText(`${female.pct}%`)
  await expect(netRow.getByRole('cell').nth(0)).toContainText(
    `n ${female.count.toLocaleString('en-US')}`,
  )
  await expect(netRow.getByRole('cell').nth(4)).toContainText(`${young.pct}%`)
  await expect(social.getByText(/^Nets are rows of every block/)).toContainText('Net: Some time =')
  // The rows question's banner above has no such row: the net is the book question's.
  await expect(page.locator('#tab-book-table-1').getByRole('row', { name: /^Net:/ })).toHaveCount(0)

  // The book's CSV carries the net row in the book question's banner.
  const csv = await downloadOf(
    page,
    book.getByRole('button', { name: /^Download tab book as CSV/ }),
  )
  const rows = parseCsv(await readFile((await csv.path()) ?? '', 'utf8'))
  const netLines = rows.filter((r) => r[0] === 'Net: Some time')
  expect(netLines).toHaveLength(1)
  const [pct, n] = netLines[0]?.slice(1, 3) ?? []
  expect(Number(n)).toBe(female.count)
  expect(Number(pct)).toBeCloseTo(Number(female.pct), 1)
})

test('a plain tab book (one column question): each book question’s net is a row of its table, on the page and in the CSV and workbook', async ({
  page,
  request,
}) => {
  test.slow()
  const GENDER = 'v0001_demo_gender'
  // A net of each book question: Time on social media allows one answer (the net adds its
  // answers' counts); Video streaming services several (the net needs the table filtered by
  // its answers, bought on a named yes). Neither is a net of the main table's rows (Diet).
  const some = `Some time~${SOCIAL}#2+${SOCIAL}#3`
  const top = `Top two~${STREAM}#1+${STREAM}#2`
  await page.goto(
    `/survey?rows=${DIET}&columns=${GENDER}&book=${SOCIAL}%2C${STREAM}&nets=${encodeURIComponent(`${some};${top}`)}`,
  )
  const book = page.getByRole('region', { name: 'Tab book: 3 tables' })
  const loadAll = book.getByRole('button', { name: 'Load all 2 tables not loaded (20 credits)' })
  await hydrated(loadAll)
  await loadAll.click()

  // Single pick: the net cell is the sum of its two answers in the service's table.
  const social = page.getByRole('region', { name: 'Table 2: Time on social media' })
  const bySocial = await apiTable(request, { rows: SOCIAL, columns: GENDER })
  const [, second, third] = bySocial.chart.data['Female'] ?? []
  const some2 = (second?.respondents ?? NaN) + (third?.respondents ?? NaN)
  const somePct = ((some2 / (bySocial.chart.bases['Female'] ?? NaN)) * 100).toFixed(1)
  const someRow = social.getByRole('row', { name: /^Net: Some time/ })
  await expect(someRow.getByRole('cell').nth(0)).toContainText(`${somePct}%`)
  await expect(someRow.getByRole('cell').nth(0)).toContainText(`n ${some2.toLocaleString('en-US')}`)
  await expect(
    page.locator('#tab-book-table-2').getByText(/^Nets are rows after the answers/),
  ).toContainText('Net: Some time =')
  // The main table's rows are Diet: it has no such row.
  await expect(
    page.getByRole('region', { name: 'Result table' }).getByRole('row', { name: /^Net:/ }),
  ).toHaveCount(0)

  // Multi-pick: nothing is counted before the yes; then the net is the filtered table's base.
  const stream = page.locator('#tab-book-table-3')
  const streamGrid = page.getByRole('region', { name: 'Table 3: Video streaming services' })
  await expect(streamGrid.getByRole('columnheader', { name: /^Female/ })).toBeVisible()
  await expect(streamGrid.getByRole('row', { name: /^Net: Top two/ })).toHaveCount(0)
  await expect(stream.getByText(/^Not shown yet: Top two\. /)).toBeVisible()
  await stream.getByRole('button', { name: 'Get net figures (1 table): 10 credits' }).click()
  const filtered = await apiTable(request, {
    rows: STREAM,
    columns: GENDER,
    filters: `${STREAM}#1,${STREAM}#2`,
  })
  const both = filtered.chart.bases['Female'] ?? 0
  expect(both).toBeGreaterThan(0)
  const topRow = streamGrid.getByRole('row', { name: /^Net: Top two/ })
  await expect(topRow.getByRole('cell').nth(0)).toContainText(`n ${both.toLocaleString('en-US')}`)
  await checkA11y(page, 'plain tab book with net rows')

  // The book's CSV: each net row in its own table, with the page's figures.
  const csv = await downloadOf(
    page,
    book.getByRole('button', { name: /^Download tab book as CSV/ }),
  )
  const rows = parseCsv(await readFile((await csv.path()) ?? '', 'utf8'))
  const starts = rows.flatMap((r, i) => (r[0] === 'Title' ? [i] : []))
  const tableOf = (n: number) => rows.slice(starts[n - 1], starts[n])
  const someLine = tableOf(2).find((r) => r[0] === 'Net: Some time') ?? []
  expect(Number(someLine[1])).toBeCloseTo(Number(somePct), 1)
  expect(Number(someLine[2])).toBe(some2)
  expect(Number(tableOf(3).find((r) => r[0] === 'Net: Top two')?.[2])).toBe(both)
  expect(tableOf(2).find((r) => r[0] === 'Nets')?.[1]).toMatch(/^Net: Some time = /)
  expect(tableOf(1).some((r) => r[0]?.startsWith('Net:'))).toBe(false)

  // The workbook: the same rows in the tables' sheets.
  const excel = await downloadOf(
    page,
    book.getByRole('button', { name: /^Download tab book as Excel/ }),
  )
  const sheets = await readXlsx(new Uint8Array(await readFile((await excel.path()) ?? '')))
  const netIn = (sheet: number, label: string) =>
    [...(sheets[sheet]?.rows.values() ?? [])]
      .find((r) => r[0]?.value === label)
      ?.filter((c) => c.kind === 'n')
      .map((c) => c.value)
  const someCells = netIn(2, 'Net: Some time') ?? []
  expect(someCells[0]).toBeCloseTo(Number(somePct) / 100, 3)
  expect(someCells[1]).toBe(some2)
  expect(netIn(3, 'Net: Top two')?.[1]).toBe(both)
})

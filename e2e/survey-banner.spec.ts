import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { parseCsv } from './support/csv-reader'
import { checkA11y, expect, test } from './support/fixtures'
import { apiTable } from './support/survey-api'
import { openPanel } from './support/survey-panels'

/**
 * A researcher reads one question against two column questions side by side (a banner):
 * Gender and Age group, each a block with its own bases and tests. The second block's table is
 * bought only after a button names its credits; the banner lives in the address, so the
 * reloaded link reopens it, and no block's table is fetched from the service twice (the app's
 * cache answers the second time). Each block can be removed on its own, and a link with one
 * column question is the plain table it always was.
 */

const STREAM = 'v0103_stream_services'
const GENDER = 'v0001_demo_gender'
const AGE = 'v0014_demo_agegroup'
const DATA_TABLE = '/api/v1/data/consumer-insights'

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search survey questions and answers' }).fill(text)
  await expect(
    page.getByRole('list', { name: 'Questions found' }).getByRole('article').first(),
  ).toBeVisible()
}

/**
 * The data tables the page receives, by rows and column question, with whether the service was
 * asked (the app server's `x-cache: miss`) or its cache answered (`hit`).
 */
function watchTables(page: Page): { rows: string; columns: string; cache: string }[] {
  const seen: { rows: string; columns: string; cache: string }[] = []
  page.on('response', (r) => {
    const url = new URL(r.url())
    if (url.pathname !== DATA_TABLE) return
    seen.push({
      rows: url.searchParams.get('rows') ?? '',
      columns: url.searchParams.get('columns') ?? '',
      cache: r.headers()['x-cache'] ?? '',
    })
  })
  return seen
}

test('a banner of two column questions: bought once, shown side by side, kept in the link', async ({
  page,
  request,
}) => {
  // Two tables, two charts, an export, a reload and a contrast check in two schemes.
  test.slow()
  const seen = watchTables(page)
  await page.goto('/survey')
  await search(page, 'video streaming services')
  await page.getByRole('button', { name: 'Add Video streaming services to rows' }).click()
  await search(page, 'gender')
  await page.getByRole('button', { name: 'Add Gender to columns' }).click()
  await expect(
    page
      .getByRole('region', { name: 'Result table' })
      .getByRole('columnheader', { name: /^Female/ }),
  ).toBeVisible()

  // A second column question adds a block; it does not replace Gender.
  await search(page, 'age group')
  await page.getByRole('button', { name: 'Add Age group to columns' }).click()
  await expect(page).toHaveURL(new RegExp(`columns=${GENDER}`))
  await expect(page).toHaveURL(new RegExp(`banner=${AGE}`))
  const columns = page.getByRole('list', { name: 'Column questions' })
  await expect(columns.getByRole('listitem')).toHaveCount(2)

  // Nothing paid yet: the new block's cost is named first, and the block is named from the
  // search that found it: no table of Age group, alone or crossed, was asked to learn its name.
  await expect(page.getByRole('heading', { name: 'Banner: 2 column questions' })).toBeVisible()
  await expect(columns.getByRole('listitem').nth(1)).toContainText('Age group')
  await expect(page.getByText('Not loaded yet: Age group', { exact: true })).toBeVisible()
  expect(seen.filter((s) => s.columns === AGE || s.rows === AGE)).toEqual([])
  await page.getByRole('button', { name: 'Load 1 block: 10 credits' }).click()

  const banner = page.getByRole('region', { name: 'Banner table' })
  await expect(banner.getByRole('columnheader', { name: 'Gender', exact: true })).toBeVisible()
  await expect(banner.getByRole('columnheader', { name: 'Age group', exact: true })).toBeVisible()
  await expect(banner.getByRole('columnheader', { name: /^18–24 years/ })).toBeVisible()

  // A figure of each block is its own table's, as the service gives it.
  const byGender = await apiTable(request, { rows: STREAM, columns: GENDER })
  const byAge = await apiTable(request, { rows: STREAM, columns: AGE })
  const netflix = banner.getByRole('row', { name: /^Netflix/ })
  const female = byGender.chart.data['Female']?.find((p) => p.name === 'Netflix')
  const young = byAge.chart.data['18–24 years']?.find((p) => p.name === 'Netflix')
  expect(female && young).toBeTruthy()
  const cells = netflix.getByRole('cell')
  // Gender's three columns and total come first, then Age group's six columns.
  await expect(cells.nth(0)).toContainText(`${female!.percentage.toFixed(1)}%`)
  await expect(cells.nth(0)).toContainText(`n ${female!.respondents.toLocaleString('en-US')}`)
  await expect(cells.nth(4)).toContainText(`${young!.percentage.toFixed(1)}%`)
  await expect(banner.getByRole('columnheader', { name: /^Total/ })).toHaveCount(2)
  // One chart panel per block.
  await page.getByRole('heading', { name: 'Block: Age group' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('img', { name: /^Bar chart: .* by gender/i })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Bar chart: .* by age group/i })).toBeVisible()
  await checkA11y(page, 'survey banner of two blocks')

  // The CSV holds both blocks side by side, each named above its columns.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download banner CSV' }).click(),
  ])
  const rows = parseCsv(await readFile((await download.path()) ?? '', 'utf8'))
  const blockRow = rows.find((r) => r[0] === 'Block') ?? []
  expect(blockRow.filter(Boolean)).toEqual(['Block', 'Gender', 'Age group'])
  const csvNetflix = rows.find((r) => r[0] === 'Netflix') ?? []
  expect(Number(csvNetflix[1])).toBe(female!.percentage)

  // The shared link reopens the banner; the block already bought comes from the app's cache.
  const link = page.url()
  await page.goto(link)
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await page.getByRole('button', { name: 'Load 1 block: 10 credits' }).click()
  await expect(banner.getByRole('columnheader', { name: 'Age group', exact: true })).toBeVisible()
  await expect(netflix.getByRole('cell').nth(4)).toContainText(`${young!.percentage.toFixed(1)}%`)
  // Each block's table was fetched from the service once at most, whatever the page asked
  // after (not exactly once: the journeys beside this one share the server's cache, and one
  // that opened the same table first leaves this one nothing but hits).
  const fromService = (c: string) => seen.filter((s) => s.columns === c && s.cache !== 'hit')
  expect(fromService(GENDER).length).toBeLessThanOrEqual(1)
  expect(fromService(AGE).length).toBeLessThanOrEqual(1)
  expect(seen.filter((s) => s.columns === AGE).length).toBeGreaterThanOrEqual(2)

  // Each block goes on its own: without Gender, Age group is the table's one column question.
  await columns.getByRole('button', { name: 'Remove Gender' }).click()
  await expect(page).toHaveURL(new RegExp(`columns=${AGE}`))
  await expect(page).not.toHaveURL(/banner=/)
  await expect(page.getByRole('heading', { name: /^Banner:/ })).toHaveCount(0)
  await expect(
    page
      .getByRole('region', { name: 'Result table' })
      .getByRole('columnheader', { name: /^18–24 years/ }),
  ).toBeVisible()
})

test('a link with one column question is the plain table it always was', async ({ page }) => {
  await page.goto(`/survey?rows=${STREAM}&columns=${GENDER}`)
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await expect(
    page
      .getByRole('region', { name: 'Result table' })
      .getByRole('columnheader', { name: /^Female/ }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Banner:/ })).toHaveCount(0)
  await expect(page).not.toHaveURL(/banner=/)
})

test('column letters: each column lettered, each cell the columns of its block it beats, in the CSV too; a net row in every block', async ({
  page,
  request,
}) => {
  test.slow()
  await page.goto(`/survey?rows=${STREAM}&columns=${GENDER}&banner=${AGE}`)
  await page.getByRole('button', { name: 'Load 1 block: 10 credits' }).click()
  const banner = page.getByRole('region', { name: 'Banner table' })
  await expect(banner.getByRole('columnheader', { name: 'Age group', exact: true })).toBeVisible()

  // Off by default; one click under Tests and statistics, kept in the address.
  await openPanel(page, 'Tests and statistics')
  await page.getByRole('checkbox', { name: 'Column letters (pairwise tests)' }).check()
  await expect(page).toHaveURL(/letters=1/)
  // Gender's columns are A, B …; Age group's letters run on after them.
  await expect(banner.getByRole('columnheader', { name: /^Female.*column A/ })).toBeVisible()
  await expect(
    banner.getByRole('columnheader', { name: /^18–24 years.*column [D-Z]/ }),
  ).toBeVisible()
  await expect(
    page.getByText(/^Column letters: B: significantly higher than column B at 95%/),
  ).toBeVisible()

  // The CSV holds each column's letter and, per cell, the letters it is higher than.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download banner CSV' }).click(),
  ])
  const rows = parseCsv(await readFile((await download.path()) ?? '', 'utf8'))
  expect(rows.find((r) => r[0] === 'Column letters')?.[1]).toMatch(/^B: significantly higher/)
  const header = rows.find((r) => r[0] === 'Answer') ?? []
  expect(header[1]).toBe('Female (A) %')
  // A cell the CSV says is higher than another column shows those letters on the page.
  const lettered = header.flatMap((h, i) => (h.endsWith(' higher than') ? [i] : []))
  const hit = rows
    .flatMap((r) => lettered.map((i) => ({ label: r[0] ?? '', at: i, letters: r[i] ?? '' })))
    .find((c) => /^[A-Z]+$/.test(c.letters))
  expect(hit, 'some cell of the banner is significantly higher than another').toBeTruthy()
  const column = header[hit!.at]!.replace(/ higher than$/, '')
  const nth = lettered.indexOf(hit!.at)
  // Cells of a row: each block's columns, then its total; the lettered column is the nth column.
  const blockOf = (i: number) => (i < 3 ? 0 : 1)
  const cellIndex = nth + blockOf(nth)
  const row = banner
    .getByRole('row', { name: new RegExp(`^${hit!.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
  await expect(row.getByRole('cell').nth(cellIndex)).toContainText(hit!.letters)
  expect(column).toMatch(/\([A-Z]+\)$/)
  await checkA11y(page, 'survey banner with column letters')

  // A row net (issue 31) is a row of every block. Streaming services allow several answers,
  // so each block's net counts the respondents who picked either answer: the base of that
  // block's table filtered by them, one more table per block, bought on a named yes.
  const net = `Top two~${STREAM}#1+${STREAM}#2`
  await page.goto(`${page.url()}&nets=${encodeURIComponent(net)}`)
  await page.getByRole('button', { name: 'Load 1 block: 10 credits' }).click()
  await page.getByRole('button', { name: 'Get net figures (2 tables): 20 credits' }).click()
  const netRow = banner.getByRole('row', { name: /^Net: Top two/ })
  await expect(netRow.getByRole('rowheader')).toHaveCSS('font-style', 'italic')
  const filtered = await apiTable(request, {
    rows: STREAM,
    columns: GENDER,
    filters: `${STREAM}#1,${STREAM}#2`,
  })
  const bothFemale = filtered.chart.bases['Female'] ?? 0
  expect(bothFemale).toBeGreaterThan(0)
  await expect(netRow.getByRole('cell').nth(0)).toContainText(
    `n ${bothFemale.toLocaleString('en-US')}`,
  )
  await expect(page.getByText(/^Nets are rows of every block/)).toBeVisible()
  const [netCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download banner CSV' }).click(),
  ])
  const netRows = parseCsv(await readFile((await netCsv.path()) ?? '', 'utf8'))
  // Female's %, n, mark and letters come first: the n is the filtered table's base.
  expect(Number(netRows.find((r) => r[0] === 'Net: Top two')?.[2])).toBe(bothFemale)
  await checkA11y(page, 'survey banner with a net row')
})

test('a shared banner link in a fresh browser names every block before any of its tables is bought, and buys none for a name', async ({
  browser,
  request,
}) => {
  // A place of its own, so that what the page fetched is this link's (Italy, 2024).
  const link = `/survey?rows=${STREAM}&columns=${GENDER}&banner=${AGE}&country=ITA&year=2024`
  // The page as the server writes it carries every answer it fetched (its query cache, for
  // the browser to take over): the table of Streaming by Gender and the searches, and no table
  // of a column question alone, which would have been bought only to learn its name.
  const written = await (await request.get(link)).text()
  expect(written).toContain('aria-label="Remove Gender"')
  expect(written).toContain('aria-label="Remove Age group"')
  for (const id of [GENDER, AGE]) expect(written).not.toMatch(new RegExp(`rows\\W{1,6}${id}`))

  // A fresh browser: nothing stored, no search made.
  const context = await browser.newContext()
  const page = await context.newPage()
  const tables: { rows: string; columns: string }[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === DATA_TABLE)
      tables.push({
        rows: url.searchParams.get('rows') ?? '',
        columns: url.searchParams.get('columns') ?? '',
      })
  })
  await page.goto(link)
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const columns = page.getByRole('list', { name: 'Column questions' })
  await expect(columns.getByRole('listitem').nth(0)).toContainText('Gender')
  await expect(columns.getByRole('listitem').nth(1)).toContainText('Age group')
  // The block waiting for its yes is named in the line that asks for it.
  await expect(page.getByText('Not loaded yet: Age group', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Load 1 block: 10 credits' })).toBeVisible()
  // No table of either column question alone, nor the Age group block's, was asked for.
  expect(tables.filter((t) => t.rows !== STREAM || t.columns === AGE)).toEqual([])

  // The yes buys the block's table, and its heading is the question's name.
  await page.getByRole('button', { name: 'Load 1 block: 10 credits' }).click()
  const banner = page.getByRole('region', { name: 'Banner table' })
  await expect(banner.getByRole('columnheader', { name: 'Age group', exact: true })).toBeVisible()
  expect(tables.filter((t) => t.columns === AGE)).toHaveLength(1)
  expect(tables.filter((t) => t.rows !== STREAM)).toEqual([])
  await context.close()
})

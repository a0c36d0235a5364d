import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'
import { apiTable, type SurveyTable } from './support/survey-api'
import { tabTo } from './support/keyboard'
import { openPanel, panelToggle } from './support/survey-panels'

// Keeps saved work: a reader of its own, so journeys beside it never count it.
test.use({ ownAccount: true })

/**
 * A researcher names two sets of filters as audiences ("Gen Z women", "Boomer men") and reads
 * the rows question with one column per audience: each column is the frequency table filtered
 * by the audience's answers, which the service's own filtered tables confirm. The audiences
 * live in the address (a reload and a fresh browser show them) and in this browser's list.
 */

const STREAM = 'v0103_stream_services'
const GENDER = 'v0001_demo_gender'
const GEN = 'v0013g_demo_generation'
const FEMALE = `${GENDER}#1`
const MALE = `${GENDER}#2`
const GEN_Z = `${GEN}#1`
const BOOMERS = `${GEN}#4`

const n = (v: number) => v.toLocaleString('en-GB')

/** The service's frequency table of the rows question with these filters, via the app's proxy. */
const filtered = (request: APIRequestContext, filters: string[]) =>
  apiTable(request, { rows: STREAM, filters: filters.join(',') })

/** The audiences as the address holds them, decoded. */
const audParam = (page: Page) => new URL(page.url()).searchParams.get('aud')

const audienceTable = (page: Page) => page.getByRole('region', { name: 'Audience table' })

/** The audience table shows each audience's base and Netflix share as the service gave them. */
async function expectColumns(page: Page, tables: { name: string; table: SurveyTable }[]) {
  const grid = audienceTable(page)
  for (const { name, table } of tables) {
    const base = table.chart.bases['Total'] ?? -1
    await expect(grid.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toContainText(
      `n = ${n(base)}`,
    )
  }
  const netflix = grid.getByRole('row', { name: /^Netflix/ })
  for (const { table } of tables) {
    const point = table.chart.data['Total']?.[0]
    expect(point?.name).toBe('Netflix')
    await expect(netflix).toContainText(`${(point?.percentage ?? -1).toFixed(1)}%`)
  }
}

test('two audiences as columns, from the filters, kept in the address and in this browser', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  const panel = page.getByRole('region', { name: 'Audiences' })
  const name = panel.getByLabel('Save these filters as an audience: name (required)')

  // Filters Female AND Gen Z: the name field starts as the filter sentence, and is required.
  await page.goto(`/survey?rows=${STREAM}&filters=${encodeURIComponent(`${FEMALE},${GEN_Z}`)}`)
  await expect(page.getByTestId('filter-sentence')).toHaveText('Female AND Gen Z (born 1997–2012)')
  await expect(panelToggle(page, 'Audiences')).toContainText('none as columns')
  await openPanel(page, 'Audiences')
  await expect(name).toHaveValue('Female AND Gen Z (born 1997–2012)')
  const saveAndAdd = panel.getByRole('button', {
    name: 'Save and add as a column (10 credits)',
  })
  await name.fill('  ')
  await expect(saveAndAdd).toBeDisabled()

  // By keyboard: the name, Enter to save it as a column.
  await tabTo(page, name)
  await page.keyboard.type('Gen Z women')
  await page.keyboard.press('Enter')
  await expect.poll(() => audParam(page)).toBe(`Gen Z women~${FEMALE}+${GEN_Z}`)
  await expect(panel.getByRole('list', { name: 'Audience columns' })).toContainText(
    'Gen Z womenFemale AND Gen Z (born 1997–2012)',
  )

  // The second audience: other filters, saved only, then added from the saved list.
  const url = new URL(page.url())
  url.searchParams.set('filters', `${MALE},${BOOMERS}`)
  await page.goto(url.toString())
  await expect(panelToggle(page, 'Audiences')).toContainText('1 as a column: Gen Z women')
  await openPanel(page, 'Audiences')
  await expect(name).toHaveValue('Male AND Baby Boomers (born 1946–1964)')
  await name.fill('Boomer men')
  await panel.getByRole('button', { name: 'Save only' }).click()
  const saved = panel.getByRole('list', { name: 'Saved audiences' })
  await expect(saved.getByRole('listitem')).toHaveCount(2)
  // The table's filters (Male AND Boomers) AND "Gen Z women" leave no one: said, base 0.
  await expect(page.getByTestId('audience-table')).toContainText(
    'Gen Z women: not asked, because none of its answers',
  )
  await checkA11y(page, 'an audience no one can be in, the saved list')
  const add = saved.getByRole('button', { name: 'Add Boomer men as a column (10 credits)' })
  await tabTo(page, add)
  await page.keyboard.press('Enter')
  await expect(saved.getByRole('button', { name: /Add Boomer men/ })).toHaveText('In the table')

  // Without the table's filters, each column is its audience's filtered frequency table.
  await page.getByRole('button', { name: /^Remove Male$/ }).click()
  await page.getByRole('button', { name: /^Remove Baby Boomers/ }).click()
  await expect(page.getByText('All respondents. Add answers as filters')).toBeVisible()
  const genZWomen = await filtered(request, [FEMALE, GEN_Z])
  const boomerMen = await filtered(request, [MALE, BOOMERS])
  const columns = [
    { name: 'Gen Z women', table: genZWomen },
    { name: 'Boomer men', table: boomerMen },
  ]
  await expectColumns(page, columns)
  // Total: the rows question for all respondents, not the two audiences added up.
  const all = await filtered(request, [])
  await expect(audienceTable(page).getByRole('columnheader', { name: /^Total/ })).toContainText(
    `n = ${n(all.chart.bases['Total'] ?? -1)}`,
  )
  await expect(page.getByTestId('audience-legend')).toContainText(
    'than in the first audience (Gen Z women)',
  )
  await expect(page.getByTestId('audience-legend')).toContainText('may share respondents')
  await checkA11y(page, 'audience columns and the saved list')

  // The CSV says what the columns are and which test marks them.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('audience-table').getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  expect(csv).toContain('Gen Z women = Female AND Gen Z (born 1997–2012)')
  expect(csv).toContain('than in the first audience')
  expect(csv).not.toContain('(only')
  expect(csv).toContain(
    `Base (n),,${genZWomen.chart.bases['Total']},,,${boomerMen.chart.bases['Total']}`,
  )

  // A reload: the address brings the columns back, the saved list is still there.
  const link = page.url()
  await page.reload()
  await expectColumns(page, columns)
  await openPanel(page, 'Audiences')
  await expect(saved.getByRole('listitem')).toHaveCount(2)

  // Rename and delete in the saved list, by keyboard.
  await tabTo(page, saved.getByRole('button', { name: 'Rename Boomer men' }))
  await page.keyboard.press('Enter')
  const rename = saved.getByLabel('New name for Boomer men')
  await expect(rename).toBeFocused()
  await rename.fill('Older men')
  await page.keyboard.press('Enter')
  await expect(saved).toContainText('Older men')
  await expect(saved.getByRole('button', { name: 'Rename Older men' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(saved.getByRole('button', { name: 'Delete Older men' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(saved.getByRole('listitem')).toHaveCount(1)
  // The button went with its entry: focus moves to the entry now in its place.
  await expect(saved.getByRole('button', { name: 'Delete Gen Z women' })).toBeFocused()
  await page.reload()
  await openPanel(page, 'Audiences')
  await expect(saved.getByRole('listitem')).toHaveCount(1)
  await expect(saved).toContainText('Gen Z women')

  // A fresh browser with empty storage: the link alone carries the audiences, and the saved
  // audience is there too (kept with the account, here the local one).
  // The same reader (the same account) in a browser with empty storage.
  const fresh = await browser.newContext({ baseURL, extraHTTPHeaders })
  try {
    const other = await fresh.newPage()
    await other.goto(link)
    await expectColumns(other, columns)
    await openPanel(other, 'Audiences')
    await expect(
      other.getByRole('list', { name: 'Saved audiences' }).getByRole('listitem'),
    ).toContainText(['Gen Z women'])
    await expect(
      other.getByRole('list', { name: 'Audience columns' }).getByTestId('audience-sentence'),
    ).toHaveText(['Female AND Gen Z (born 1997–2012)', 'Male AND Baby Boomers (born 1946–1964)'])
  } finally {
    await fresh.close()
  }
})

test('audiences the address cannot hold are dropped with a notice, the rest kept', async ({
  page,
}) => {
  const aud = [
    `~${FEMALE}`,
    'Nobody~not-an-id',
    `Women~${FEMALE}`,
    `women~${MALE}`,
    // Well-formed, but the service knows no such question: kept, and its column says why.
    'Ghosts~v9999_nothing#1',
  ].join(';')
  await page.goto(`/survey?rows=${STREAM}&aud=${encodeURIComponent(aud)}`)
  const panel = page.getByRole('region', { name: 'Audiences' })
  await expect(panel.getByRole('status')).toContainText(
    'Some audiences in the link could not be used as they were',
  )
  await expect(panel.getByRole('status')).toContainText('"Nobody" has no valid answer ID')
  await expect(panel.getByRole('status')).toContainText('"women" is named twice')
  await expect.poll(() => audParam(page)).toBe(`Women~${FEMALE};Ghosts~v9999_nothing#1`)
  await expect(page.getByTestId('audience-table').getByRole('alert')).toContainText(
    /^Ghosts: .*Unknown question 'v9999_nothing'/,
  )
  await openPanel(page, 'Audiences')
  await expect(panel.getByTestId('audience-sentence')).toHaveText([
    'Female',
    'Unnamed answer v9999_nothing#1',
  ])
  await expect(
    page.getByTestId('audience-table').getByRole('columnheader', { name: /^Women/ }),
  ).toBeVisible()
  await checkA11y(page, 'audience notice')
})

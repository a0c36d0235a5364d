import { readFile } from 'node:fs/promises'
import { checkA11y, expect, test } from './support/fixtures'
import { recordRequests, results } from './support/explorer'

test('a statistic’s data opens as chart and table with the numbers of its description', async ({
  page,
}) => {
  const sent = recordRequests(page, '/v1/data/statistic')
  await page.goto('/statistics?q=energy')
  await results(page).first().getByRole('link').first().click()
  const dialog = page.getByRole('dialog')
  // The description, written by the service from the same series as the data answer.
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible()
  const description = await dialog.innerText()
  const figure = /(\d[\d,]*(?:\.\d+)?) (?:thousand|million|billion|percent|%)/.exec(
    description,
  )?.[1]
  expect(figure, `a figure in “${description}”`).toBeTruthy()

  // Nothing is spent until the reader asks, and the button names the cost.
  expect(sent).toHaveLength(0)
  await dialog.getByRole('button', { name: 'Data (10 credits)' }).click()
  const table = dialog.getByTestId('data-table')
  await expect(table).toBeVisible()
  expect(sent).toHaveLength(1)
  // The button stays, so focus is not lost, and now hides the numbers again.
  await expect(dialog.getByRole('button', { name: 'Hide data' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(table.getByRole('cell', { name: figure!, exact: true })).toBeVisible()
  await expect(dialog.getByTestId('data-chart').locator('svg').first()).toBeVisible()
  await expect(dialog.getByText('Unit')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Download CSV' })).toBeVisible()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download CSV' }).click()
  expect((await download).suggestedFilename()).toMatch(/^statistic-\d+\.csv$/)
  // The file says what it is before the numbers: passed on, it still names its title and source.
  const csv = await readFile(await (await download).path(), 'utf8')
  // (After the byte-order mark that tells Excel the file is UTF-8.)
  expect(csv).toMatch(/^\uFEFF?Title,.+\r\n(?:.*\r\n)*Source,.+\r\n/)
  expect(csv).toMatch(/\r\n\r\n(Year|Category),/)
  await checkA11y(page, 'statistic data in the detail panel')
})

test('an indicator’s series for two geos shows as chart and table, the geos in the address', async ({
  page,
}) => {
  const sent = recordRequests(page, '/v1/data/market-insights/indicator')
  await page.goto('/indicators?q=smartphone')
  await results(page).first().getByRole('link').first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Data (15 credits)' }).click()
  // The world by default, as the provider answers without geos.
  const table = dialog.getByTestId('data-table')
  await expect(table.getByRole('columnheader', { name: 'Worldwide' })).toBeVisible()

  // Places are picked first, then their series is asked for once, its cost named.
  const calls = sent.length
  await dialog.getByRole('checkbox', { name: 'Germany' }).check()
  await dialog.getByRole('checkbox', { name: 'France' }).check()
  await dialog.getByRole('checkbox', { name: 'Worldwide' }).uncheck()
  expect(sent.length).toBe(calls)
  await dialog
    .getByRole('button', { name: 'Show the series for Germany and France: 15 credits' })
    .click()
  await expect(page).toHaveURL(/geo=DEU(%2C|,)FRA|geo=FRA(%2C|,)DEU/)
  await expect(table.getByRole('columnheader', { name: 'Germany' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'France' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Worldwide' })).toHaveCount(0)
  await expect(dialog.getByTestId('data-chart').locator('svg').first()).toBeVisible()
  // The description says figures after a year are forecasts; those rows say so.
  await expect(table.getByText('forecast').first()).toBeVisible()
  expect(sent.at(-1)?.get('geo')).toBe('FRA,DEU'.split(',').sort().join(','))
  await checkA11y(page, 'indicator series for two geos')

  // The address alone brings the same item and places back, and asks before buying again.
  await page.reload()
  const reopened = page.getByRole('dialog')
  await expect(reopened.getByRole('checkbox', { name: 'France' })).toBeChecked()
  await expect(reopened.getByTestId('data-table')).toHaveCount(0)
  await reopened
    .getByRole('button', {
      name: /^Show the series for (Germany and France|France and Germany): 15 credits$/,
    })
    .click()
  await expect(
    page
      .getByRole('dialog')
      .getByTestId('data-table')
      .getByRole('columnheader', { name: 'France' }),
  ).toBeVisible()
})

test('search says when results lack a query word, shows its date window, and widens it', async ({
  page,
}) => {
  await page.goto('/statistics?q=energy+zebra')
  const notice = page.getByTestId('match-notice')
  await expect(notice).toContainText(/(\d+) of \1 results do not contain ‘zebra’/)
  await expect(results(page).first().getByText('Does not contain: ‘zebra’')).toBeVisible()
  await expect(page.getByText('Published: Last 3 months (default)')).toBeVisible()
  await expect(page.getByTestId('no-sort')).toContainText('offers no sort')
  await checkA11y(page, 'mixed-match notice')

  await page.goto('/statistics?q=energy')
  await expect(page.getByTestId('match-notice')).toHaveCount(0)

  await page.goto('/statistics?q=qqqzzzxxy')
  await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible()
  await page.getByRole('button', { name: 'Search the last 5 years' }).click()
  await expect(page).toHaveURL(/date_from=/)
  await checkA11y(page, 'widened empty search')
})

import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'

/**
 * A table shared by its link is named by the service, wherever it is opened: a fresh browser,
 * the page the server writes, the same page without JavaScript, and the CSV. And after the
 * service says it has no data for a country, only the countries it listed are offered.
 */

/** Question and answer IDs of the survey, as they would leak into text: `v0001_demo_gender#1`. */
const RAW_ID = /\bv\d{4}[a-z]?_[a-z0-9_]+(?:#\d+)?/i

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search survey questions and answers' })
  await box.fill(text)
  await expect(
    page.getByRole('list', { name: 'Questions found' }).getByRole('article').first(),
  ).toBeVisible()
}

/** The page's visible text (all of it, scrolled or not). */
const pageText = (page: Page) => page.locator('body').innerText()

test('a filtered cross table opened from its link names everything, also without JavaScript and in the CSV', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/survey')
  await search(page, 'video streaming services')
  await page.getByRole('button', { name: 'Add Video streaming services to rows' }).click()
  await search(page, 'generation')
  await page.getByRole('button', { name: 'Add Generation to columns' }).click()
  await search(page, 'gender')
  await page.getByRole('button', { name: 'Filter by Female', exact: true }).click()
  await expect(page.getByTestId('filter-sentence')).toHaveText('Female')
  await page.getByRole('button', { name: 'Copy link' }).click()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toContain('filters=v0001_demo_gender%231')

  // The server writes the page with its filter named.
  const written = await (await page.request.get(link)).text()
  expect(written).toContain('$_TSR')
  // What a reader sees: the markup in #root without the router's scripts (which carry the
  // answers, IDs included, for the browser to take over).
  const root = /<div id="root">([\s\S]*)<\/div>/.exec(written)
  const writtenText = (root?.[1] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
  expect(writtenText).toContain('Respondents who answered')
  expect(writtenText).toContain('Female')
  expect(writtenText).not.toMatch(RAW_ID)

  // A fresh browser: nothing stored, the server-written page, then the app.
  const fresh = await browser.newContext({ acceptDownloads: true })
  const other = await fresh.newPage()
  await other.goto(link)
  await expect(other.locator('html[data-app-ready]')).toBeAttached()
  await expect(other.getByTestId('filter-sentence')).toHaveText('Female')
  await expect(other.getByRole('button', { name: 'Remove Generation' })).toBeVisible()
  await expect(other.getByRole('button', { name: 'Remove Video streaming services' })).toBeVisible()
  await expect(other.getByRole('button', { name: 'Remove Female' })).toBeVisible()
  await expect(other.getByText('Filtered to Female.')).toBeAttached()
  expect(await pageText(other)).not.toMatch(RAW_ID)
  const [download] = await Promise.all([
    other.waitForEvent('download'),
    other.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  expect(csv).toContain('Filters,Female')
  expect(csv).not.toMatch(RAW_ID)
  await checkA11y(other, 'shared filtered table in a fresh browser')
  await fresh.close()

  // Without JavaScript: the written page alone.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const bare = await noScript.newPage()
  await bare.goto(link)
  await expect(bare.getByTestId('filter-sentence')).toHaveText('Female')
  await expect(
    bare.getByRole('region', { name: 'Result table' }).getByRole('row', { name: /^Netflix/ }),
  ).toBeVisible()
  expect(await pageText(bare)).not.toMatch(RAW_ID)
  await noScript.close()
})

test('after a no-data answer the country list offers only the countries the service listed', async ({
  page,
  request,
  browser,
}) => {
  const address = '/survey?rows=v0183_tech_smarthome&country=ESP'
  const declined = await request.get(
    `/api/v1/data/consumer-insights?rows=v0183_tech_smarthome&country=ESP`,
  )
  expect(declined.status()).toBe(404)
  const listed = ((await declined.json()) as { asked: { countries: string[] }[] }).asked[0]
    ?.countries
  expect(listed).toEqual(['USA', 'GBR', 'DEU', 'FRA', 'JPN'])

  await page.goto(address)
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('No data for Spain: choose another country.')
  await expect(alert).toContainText('“Smart home devices” was asked')
  await expect(alert).not.toContainText('Try again')
  expect(await pageText(page)).not.toMatch(RAW_ID)

  const country = page.getByLabel('Country')
  const offered = () =>
    country
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  await expect.poll(offered).toEqual(['', 'FRA', 'DEU', 'JPN', 'GBR', 'USA'])
  await expect(country.locator('option[value="AUT"]')).toBeDisabled()
  await expect(country.locator('option[value="AUT"]')).toContainText('(no data)')

  // The nearest valid choice, offered in words, gives the table; the list stays as listed.
  await alert.getByRole('button', { name: /^Germany/ }).click()
  await expect(
    page.getByRole('heading', { name: /Smart home devices in Germany/, level: 2 }),
  ).toBeVisible()
  await expect(page).toHaveURL(/country=DEU/)
  await expect.poll(offered).toEqual(['', 'FRA', 'DEU', 'JPN', 'GBR', 'USA'])
  await checkA11y(page, 'table after a no-data answer')

  // Without JavaScript the written page cannot say why; it says the table was not ready.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const bare = await noScript.newPage()
  await bare.goto(address)
  await expect(bare.getByText(/This table was not ready when the page was written/)).toBeVisible()
  await noScript.close()
})

test('an ID the service does not know is taken out of the address, with a notice', async ({
  page,
}) => {
  await page.goto('/survey?rows=v0103_stream_services&filters=v0001_demo_gender%231,v9999_nope%232')
  await expect(page.getByRole('status').filter({ hasText: 'does not know' })).toContainText(
    'v9999_nope#2',
  )
  await expect(page).toHaveURL(/filters=v0001_demo_gender%231$/)
  await expect(page.getByTestId('filter-sentence')).toHaveText('Female')
})

test('a comparison the reader chooses comes into view, is announced, and says what it shows', async ({
  page,
}) => {
  await page.goto('/survey?rows=v0103_stream_services&columns=v0013g_demo_generation')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await page.getByLabel('Compare').selectOption({ label: 'Several countries' })
  await page.getByRole('button', { name: /^Compare 3 countries: \d+ credits$/ }).click()
  const heading = page.getByRole('heading', { name: 'Compared by country', level: 2 })
  await expect(heading).toBeInViewport()
  await expect(
    page.getByText('Comparison by country shown: Germany, United Kingdom, United States.'),
  ).toBeAttached()
  await expect(
    page.getByText(/The table's columns \(Generation\) are not split here/),
  ).toBeVisible()
  await expect(page.getByText(/than in Germany \(two-proportion z-test, 95%/)).toBeVisible()
})

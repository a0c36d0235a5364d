import { checkA11y, expect, test } from './support/fixtures'
import {
  browseJourney,
  failEndpoint,
  recordRequests,
  results,
  searchParam,
} from './support/explorer'

test('statistics: pages become offsets, downloads load with the panel, no report says so', async ({
  page,
  browser,
}) => {
  // The longest content journey (paging, a shared detail, downloads, three accessibility
  // checks): on a loaded two-core CI machine it took 2.1 to 2.4 minutes with every step met.
  test.slow()
  const sent = recordRequests(page, '/v1/search/statistics')
  const dialog = await browseJourney(page, browser, {
    path: '/statistics',
    label: 'Statistics',
    query: 'energy',
    selects: [
      { name: 'Access', option: 'Free only', param: /premium=false/ },
      { name: 'Published', option: 'Last 5 years', param: /date_from=/ },
    ],
  })
  // No sort or platform on this endpoint; page 2 was asked for as an offset.
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveCount(0)
  expect(sent.some((p) => p.get('offset') === '10' && p.get('page') === null)).toBe(true)
  expect(sent.every((p) => p.get('sort') === null && p.get('platform') === null)).toBe(true)

  // The service's link to its own file is an address of this app, which adds the key: a
  // colleague's browser never sees the service's (or the embedded service's loopback) address.
  const report = dialog.getByRole('link', { name: 'Report (PDF)' })
  await expect(report).toHaveAttribute('href', /^\/api\/v1\/data\/report\?t=/)
  const file = await page.request.get((await report.getAttribute('href')) ?? '')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-disposition']).toMatch(/^attachment/)

  // An item without report files gets a clear message, not an error.
  const undo = await failEndpoint(page, '/v1/data/reports', 404, { detail: 'no reports' })
  await page.keyboard.press('Escape')
  await results(page).nth(1).getByRole('link').first().click()
  await expect(
    page.getByRole('dialog').getByText('This item has no report files to download.'),
  ).toBeVisible()
  await checkA11y(page, 'statistic detail panel without report files')
  await undo()

  // Asking for more than the package delivers: the page says so and pages by what arrived.
  await page.goto('/statistics?q=energy&size=20')
  await expect(
    page.getByText(/You asked for 20 per page; your API package delivers at most 10/),
  ).toBeVisible()
  await checkA11y(page, 'statistics with the package-limit notice')
  // The next page's address asks for the size that arrives (10, the default, so no size at
  // all): the address alone says which results it holds, in any tab.
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  expect(searchParam(page, 'size')).toBeNull()
  await expect.poll(() => sent.some((p) => !p.has('size') && p.get('offset') === '10')).toBe(true)

  // A shared link past the deepest result this server pages to (1,000) says so and links to
  // the deepest page within it (1,000 ÷ 10 a page = page 100), not "invalid request".
  await page.goto('/statistics?q=energy&page=9999')
  await expect(
    page.getByRole('heading', { name: 'Page 9,999 is further than this server pages' }),
  ).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await checkA11y(page, 'statistics past the paging depth')
  await page.getByRole('link', { name: 'Go to page 100' }).click()
  await expect(page).toHaveURL(/page=100/)
  await expect(
    page.getByRole('heading', { name: /is further than this server pages/ }),
  ).toHaveCount(0)
  await expect.poll(() => sent.some((p) => p.get('offset') === '990')).toBe(true)

  // A service outage offers a retry, and the retry recovers.
  const undo500 = await failEndpoint(page, '/v1/search/statistics', 503)
  await page.goto('/statistics?q=health')
  await expect(page.getByRole('heading', { name: 'The service failed (503)' })).toBeVisible({
    timeout: 15_000,
  })
  await undo500()
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(results(page).first()).toBeVisible()
})

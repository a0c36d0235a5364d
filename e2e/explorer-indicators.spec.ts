import { checkA11y, expect, test } from './support/fixtures'
import { recordRequests, results } from './support/explorer'

test('indicators: suggestions first, then a semantic search with a result limit and a shared detail', async ({
  page,
  browser,
}) => {
  const sent = recordRequests(page, '/v1/search/market-insights/indicators')
  await page.goto('/indicators')
  await expect(
    page.getByRole('heading', { name: 'Describe what you want to measure' }),
  ).toBeVisible()
  expect(sent).toHaveLength(0)
  await checkA11y(page, 'indicators, first visit with suggestions')

  await page.getByRole('button', { name: 'smartphone market revenue' }).click()
  await expect(page).toHaveURL(/q=smartphone/)
  await expect(results(page).first()).toBeVisible()
  await expect(results(page).first().getByText('Market type')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0)

  await page.getByRole('combobox', { name: 'Per page' }).selectOption('5')
  await expect(page).toHaveURL(/size=5/)
  await expect(results(page)).toHaveCount(5)
  await checkA11y(page, 'indicator results')

  const title = (await results(page).first().getByRole('heading', { level: 3 }).textContent()) ?? ''
  await results(page).first().getByRole('link').first().click()
  await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  await checkA11y(page, 'indicator detail panel')
  const fresh = await browser.newPage()
  await fresh.goto(page.url())
  await expect(fresh.getByRole('dialog', { name: title })).toBeVisible()
  await expect(fresh.getByRole('dialog').getByText('Covered geos')).toBeVisible()
  await fresh.close()

  // An out-of-range size from a hand-edited address falls back to the default, with a notice;
  // the page arrives written by the server with the default size, and the browser sends no 80.
  const before = sent.length
  await page.goto('/indicators?q=coffee&size=80')
  await expect(page.getByText(/not valid and were reset to their defaults: size/)).toBeVisible()
  await expect(results(page).first()).toBeVisible()
  expect(sent.slice(before).every((p) => p.get('size') === null)).toBe(true)
})

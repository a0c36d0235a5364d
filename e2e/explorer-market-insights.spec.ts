import { checkA11y, expect, test } from './support/fixtures'
import { browseJourney, failEndpoint, results } from './support/explorer'

test('market insights: search, sort, platform, paging, a shared detail, and a failing service', async ({
  page,
  browser,
}) => {
  const dialog = await browseJourney(page, browser, {
    path: '/market-insights',
    label: 'Market insights',
    query: 'energy',
    selects: [
      { name: 'Sort', option: 'Most recent', param: /sort=1/ },
      { name: 'Platform', option: 'English and German', param: /platform=en-de/ },
      { name: 'Published', option: 'Last 12 months', param: /date_from=/ },
    ],
  })
  // Each insight says where it sits in the market tree, and its panel names the sub-markets.
  await expect(dialog.getByRole('term').filter({ hasText: /^Market$/ })).toBeVisible()
  await expect(
    dialog
      .getByRole('definition')
      .filter({ hasText: /› Renewable Energy$|› Erneuerbare Energien$/ })
      .first(),
  ).toBeVisible()
  await expect(dialog.getByRole('term').filter({ hasText: 'Sub-markets' })).toBeVisible()
  await expect(dialog.getByRole('definition').filter({ hasText: /Solar/ }).first()).toBeVisible()
  await expect(
    results(page)
      .first()
      .getByText(/^Market$/),
  ).toBeVisible()
  // Market insights have no premium facet and no report downloads.
  await expect(page.getByRole('combobox', { name: 'Access' })).toHaveCount(0)
  await expect(dialog.getByRole('heading', { name: 'Downloads' })).toHaveCount(0)

  const undo = await failEndpoint(page, '/v1/marketInsights', 403, {
    detail: 'This API key has been revoked.',
  })
  await page.goto('/market-insights?q=solar')
  await expect(
    page.getByRole('heading', { name: 'The API key may not do this (403)' }),
  ).toBeVisible()
  await expect(page.getByText('This API key has been revoked.')).toBeVisible()
  await checkA11y(page, 'market insights, key refused (403)')
  await undo()
  await expect(results(page)).toHaveCount(0)
})

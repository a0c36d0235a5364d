import { checkA11y, expect, test } from '../support/fixtures'
import { results } from '../support/explorer'
import { PROVIDER_FULL_BASE } from '../support/provider-ports'

/**
 * Against answers that hold only what the provider's OpenAPI requires (market insights without
 * `is_premium` and `released_at`, lists without `total_pages`, lower-case dates, a null parent
 * market, platform `fr`, an identifier beyond 2^53), every page shows its results.
 */
const PAGES = [
  {
    path: '/market-insights',
    heading: 'Market insights',
    titles: ['Smartphones: market data & analysis', 'Video streaming: market data & analysis'],
  },
  {
    path: '/studies',
    heading: 'Studies',
    titles: ['Smartphone usage in the United States 2024', 'Video streaming in Europe'],
  },
  {
    path: '/infographics',
    heading: 'Infographics',
    titles: ['Where smartphones are made', 'The streaming wars in one chart'],
  },
  {
    path: '/statistics',
    heading: 'Statistics',
    titles: [
      'Smartphone revenue worldwide 2020-2024',
      'Number of e-commerce users in Europe 2020-2024',
    ],
  },
  {
    path: '/indicators?q=smartphone+revenue',
    heading: 'Indicators',
    titles: ['Smartphone revenue', 'Video streaming subscriptions'],
  },
]

for (const { path, heading, titles } of PAGES)
  test(`${heading}: the results of a minimal provider answer are shown`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    for (const title of titles)
      await expect(results(page).filter({ hasText: title }).first()).toBeVisible()
    await expect(page.getByText(/cannot read/)).toHaveCount(0)
  })

test('the overview shows every type’s latest results from minimal answers', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Latest in the catalogue' }),
  ).toBeVisible()
  for (const [label, title] of [
    ['Market insights', 'Smartphones: market data & analysis'],
    ['Studies', 'Smartphone usage in the United States 2024'],
    ['Infographics', 'Where smartphones are made'],
    ['Statistics', 'Smartphone revenue worldwide 2020-2024'],
  ] as const) {
    const section = page.getByRole('region', { name: label })
    await expect(section.getByRole('listitem').filter({ hasText: title })).toBeVisible()
  }
  await expect(page.getByText(/cannot read/)).toHaveCount(0)
  await checkA11y(page, 'overview on minimal provider answers')
})

test('a page of full provider answers shows every field the panel has a place for', async ({
  page,
}) => {
  await page.goto(`${PROVIDER_FULL_BASE}/market-insights`)
  const card = results(page).filter({ hasText: 'Smartphones: market data & analysis' })
  await expect(card).toBeVisible()
  await card.getByRole('link').first().click()
  const dialog = page.getByRole('dialog', { name: 'Smartphones: market data & analysis' })
  await expect(dialog).toBeVisible()
  await expect(
    dialog.getByText('Revenue in the smartphone market is expected to grow'),
  ).toBeVisible()
  await expect(
    dialog.getByRole('definition').filter({ hasText: /Foldable smartphones/ }),
  ).toBeVisible()
  await checkA11y(page, 'market insight panel from a full provider answer')
})

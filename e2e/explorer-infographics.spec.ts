import { checkA11y, expect, test } from './support/fixtures'
import { browseJourney, results } from './support/explorer'

test('infographics: teaser images reserve their space, load early above the fold and lazily below, and fall back when broken', async ({
  page,
  browser,
}) => {
  await browseJourney(page, browser, {
    path: '/infographics',
    label: 'Infographics',
    query: 'energy',
    selects: [
      { name: 'Sort', option: 'Most recent', param: /sort=1/ },
      { name: 'Per page', option: '5', param: /size=5/ },
    ],
  })
  await page.keyboard.press('Escape')
  // The first results are likely the largest paint, so they do not wait for lazy loading.
  const first = results(page).first().locator('img')
  await expect(first).toHaveAttribute('loading', 'eager')
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  const below = results(page).nth(2).locator('img')
  await expect(below).toHaveAttribute('loading', 'lazy')
  for (const image of [first, below]) {
    await expect(image).toHaveAttribute('width', '160')
    expect(await image.getAttribute('src')).toMatch(/^https?:\/\//)
  }

  // A broken image shows a placeholder instead of a broken icon.
  await page.route('**/assets/teasers/**', (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/infographics?q=digital')
  await expect(
    results(page).first().getByRole('img', { name: 'No preview available' }),
  ).toBeVisible()
  await checkA11y(page, 'infographics with broken teaser images')
})

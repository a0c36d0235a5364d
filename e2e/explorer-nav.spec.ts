import type { Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'
import { recordRequests, results, resultsSettled, searchParam } from './support/explorer'

/**
 * A researcher compares content types for one topic: the question they built on one page
 * (text, dates, sort, platform) travels with them through the header to every type that
 * supports it, while their place in a list (page, open item) stays behind, and a facet the
 * next type does not know is left out rather than turned into a notice.
 */
test('the header carries the search between content types, as far as each supports it', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const notice = page.getByText(/in the address were not valid|reversed or out of reach/)

  await page.goto('/studies')
  await page.getByRole('searchbox', { name: 'Search studies' }).fill('energy')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/q=energy/)
  await page.getByRole('combobox', { name: 'Published' }).selectOption({ label: 'Last 5 years' })
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Most recent' })
  // As a reader would, pages on once the list shows this search: while the previous results
  // still stand, the new ones arriving change the page's height and move the pager. The answer
  // is awaited first: just after the address changes, the list may not yet say it is busy.
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/v1/studies') && r.url().includes('platform=en-de'),
  )
  await page
    .getByRole('combobox', { name: 'Platform' })
    .selectOption({ label: 'English and German' })
  await expect(page).toHaveURL(/platform=en-de/)
  await answered
  await resultsSettled(page)
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  const fiveYears = searchParam(page, 'date_from')
  expect(fiveYears).toMatch(/^\d{4}-\d{2}-\d{2}$/)

  // Market insights know every one of these facets; the page starts again at 1.
  const insightRequests = recordRequests(page, '/v1/marketInsights')
  await nav.getByRole('link', { name: 'Market insights' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Market insights' })).toBeVisible()
  expect(query(page)).toEqual({ q: 'energy', date_from: fiveYears, sort: '1', platform: 'en-de' })
  await expectBar(page, 'market insights', { Published: '5y', Sort: '1', Platform: 'en-de' })
  await expect(results(page).first().locator('mark').first()).toHaveText(/energy/i)
  await expect(nav.getByRole('link', { name: 'Market insights' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const asked = insightRequests.at(-1)
  expect(asked?.get('q')).toBe('energy')
  expect(asked?.get('date_from')).toBe(fiveYears)
  expect(asked?.get('sort')).toBe('1')
  expect(asked?.get('platform')).toBe('en-de')
  await expect(notice).toHaveCount(0)
  await checkA11y(page, 'market insights reached through the header')

  // Statistics search every platform and have no sort: those stay behind, without a notice.
  const statisticRequests = recordRequests(page, '/v1/search/statistics')
  await nav.getByRole('link', { name: 'Statistics' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
  expect(query(page)).toEqual({ q: 'energy', date_from: fiveYears })
  await expectBar(page, 'statistics', { Published: '5y' })
  await expect(results(page).first().locator('mark').first()).toHaveText(/energy/i)
  expect(statisticRequests.at(-1)?.get('date_from')).toBe(fiveYears)
  await expect(notice).toHaveCount(0)

  // The overview reads the text and the dates; the survey builder and research stay plain.
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'href',
    `/?q=energy&date_from=${fiveYears}`,
  )
  await expect(nav.getByRole('link', { name: 'Survey builder' })).toHaveAttribute('href', '/survey')
  await expect(nav.getByRole('link', { name: 'Research' })).toHaveAttribute('href', '/research')

  // Indicators take only a text query.
  await nav.getByRole('link', { name: 'Indicators' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Indicators' })).toBeVisible()
  expect(query(page)).toEqual({ q: 'energy' })
  await expect(page.getByRole('searchbox', { name: 'Search indicators' })).toHaveValue('energy')
  await expect(results(page).first()).toBeVisible()
  await expect(notice).toHaveCount(0)
})

/** The current address's search parameters, as an object. */
function query(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams)
}

/** The search bar shows the carried text and, per select, the carried value. */
async function expectBar(page: Page, label: string, selects: Record<string, string>) {
  await expect(page.getByRole('searchbox', { name: `Search ${label}` })).toHaveValue('energy')
  for (const [name, value] of Object.entries(selects))
    await expect(page.getByRole('combobox', { name })).toHaveValue(value)
}

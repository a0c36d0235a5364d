import type { Request } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'

// Keeps saved work: a reader of its own, so journeys beside it never count it.
test.use({ ownAccount: true })

/**
 * A survey table added to a collection keeps its figures: the same reader in a fresh browser
 * reads them on the collection page without a single call to the service (no credits), and asks
 * for the current figures on purpose, on a button naming their cost, in one call.
 */

const serviceCalls = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url()).pathname.startsWith('/api/v1/'))

test('a survey table keeps its figures in a collection; current ones cost one named call', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  await page.goto('/survey?rows=v0013g_demo_generation')
  const result = page.getByRole('region', { name: 'Result table' })
  await expect(result.getByRole('table')).toBeVisible()
  const firstAnswer = (await result.getByRole('rowheader').first().textContent())?.trim() ?? ''
  expect(firstAnswer).not.toBe('')
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const section = page.locator('section', { has: result }).first()
  await section.getByRole('button', { name: 'Add to collection' }).click()
  await section.getByLabel('New collection’s name').fill('Report')
  await section.getByRole('button', { name: 'Add', exact: true }).click()
  const added = section.getByRole('status').filter({ hasText: 'Added to “Report”' })
  await expect(added).toBeVisible()
  await expect(added).not.toContainText('not kept')

  // The same reader in a browser with nothing cached: every request is counted.
  const fresh = await browser.newContext({ baseURL, extraHTTPHeaders })
  try {
    const other = await fresh.newPage()
    const requests: Request[] = []
    other.on('request', (r) => requests.push(r))
    await other.goto('/collections')
    const entry = other.getByRole('list', { name: 'Entries of Report' }).getByRole('listitem')
    await expect(entry).toHaveCount(1)
    const kept = entry.getByRole('table', { name: /^Figures as retrieved on \d{1,2} \w{3} \d{4}/ })
    await expect(kept).toBeVisible()
    await expect(kept.getByRole('rowheader', { name: firstAnswer, exact: true })).toBeVisible()
    await expect(kept.getByRole('rowheader', { name: 'Base' })).toBeVisible()
    await expect(kept.getByRole('cell').first()).toHaveText(/^\d+\.\d%$/)
    await checkA11y(other, 'collection with kept figures')
    expect(serviceCalls(requests)).toEqual([])

    // Current figures on purpose: the cost first, then exactly one call.
    await entry.getByRole('button', { name: 'Current figures: 10 credits' }).click()
    await expect(entry.getByRole('status').filter({ hasText: 'changed' })).toBeVisible()
    await expect(entry.getByRole('table', { name: /^Current figures, retrieved on/ })).toBeVisible()
    const calls = serviceCalls(requests)
    expect(calls).toHaveLength(1)
    expect(new URL(calls[0]!.url()).pathname).toBe('/api/v1/data/consumer-insights')

    // The owner keeps them: a version-checked write, no further call.
    await entry.getByRole('button', { name: 'Keep these figures' }).click()
    await expect(entry.getByText('Kept: colleagues now see these figures.')).toBeVisible()
    await other.reload()
    await expect(
      other.getByRole('list', { name: 'Entries of Report' }).getByRole('table'),
    ).toBeVisible()
    expect(serviceCalls(requests)).toHaveLength(1)
  } finally {
    await fresh.close()
  }
})

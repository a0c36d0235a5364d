import { checkA11y, expect, test } from '../support/fixtures'
import { upstreamCalls } from '../support/provider-ports'

/**
 * The survey table and a research answer from the provider stand-in, and what one unknown
 * question costs when the provider answers it with a plain `404 {"message": …}`.
 */

test('a survey table of a question whose ID has - and . and answer codes of 12000 and more', async ({
  page,
}) => {
  await page.goto('/survey?rows=v2024.q-12_brand')
  const grid = page.getByRole('region', { name: 'Result table' }).getByRole('table')
  for (const answer of ['Apple', 'Samsung', 'Xiaomi', 'Other brand'])
    await expect(grid.getByRole('row', { name: new RegExp(`^${answer}`) })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove Smartphone brand' })).toBeVisible()
  await expect(page).toHaveURL(/rows=v2024\.q-12_brand/)
  await checkA11y(page, 'survey table from the provider stand-in')
})

test('an unknown question answered with a plain 404 costs at most 3 upstream calls and is named', async ({
  page,
}, testInfo) => {
  // Its own ID, so the count is this journey's alone while others run beside it.
  const unknown = `v9999_not_asked_${testInfo.workerIndex}_${Date.now().toString(36)}`
  await page.goto(`/survey?rows=${unknown}`)
  // A storm keeps asking while the page waits: let a few seconds pass, then count. Both
  // findings are reported, whichever fails.
  await page.waitForTimeout(5_000)
  const calls = await upstreamCalls(unknown)
  expect.soft(calls.total, JSON.stringify(calls.paths)).toBeLessThanOrEqual(3)
  await expect.soft(page.getByText(/service does not know/).first()).toBeVisible()
  await expect.soft(page.getByText(/^Loading (name|table)…$/)).toHaveCount(0)
})

test('a research question is answered, with its key facts and sources', async ({ page }) => {
  await page.goto('/research')
  await page
    .getByRole('textbox', { name: 'Your question' })
    .fill('How big is the smartphone market?')
  await page.getByRole('button', { name: 'Ask' }).click()
  await expect(page).toHaveURL(/\/research\/[\w-]{16,}$/)
  await expect(page.getByRole('status')).toHaveText('Done: the answer is ready.', {
    timeout: 15_000,
  })
  await expect(page.getByRole('region', { name: 'Answer' })).toContainText(
    '485.9 billion U.S. dollars',
  )
  await expect(
    page
      .getByRole('region', { name: 'Key facts' })
      .getByRole('listitem')
      .filter({ hasText: 'Smartphone revenue' }),
  ).toBeVisible()
  const sources = page.getByRole('region', { name: /^Sources/ })
  await expect(
    sources.getByRole('link', { name: /Video streaming services in Germany/ }),
  ).toBeVisible()
  await checkA11y(page, 'research answer from the provider stand-in')
})

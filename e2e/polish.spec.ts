import { checkA11y, expect, test } from './support/fixtures'

test('a page past the last says which is the last and links to it', async ({ page }) => {
  // Within the service's window of 1,000 results (beyond it the service refuses, and says so).
  await page.goto('/statistics?q=energy&page=90')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Page 90 is past the end of this list' }),
  ).toBeVisible()
  await expect(page.getByText('Nothing matches')).toHaveCount(0)
  const status = await page
    .getByRole('status')
    .filter({ hasText: /statistics$/ })
    .innerText()
  const total = Number(status.replace(/\D/g, ''))
  const last = Math.ceil(total / 10)
  await expect(page.getByText(`fill ${last.toLocaleString('en-GB')} pages`)).toBeVisible()
  await checkA11y(page, 'a page past the last')
  await page
    .getByRole('link', { name: `Go to the last page, ${last.toLocaleString('en-GB')}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`page=${last}(&|$)`))
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(`Page ${last} of`)
  await expect(page.locator('[data-item-link]').first()).toBeVisible()
})

test('a query cut to 1,000 characters says so, and the heading keeps to two lines', async ({
  page,
}) => {
  const long = `${'electric vehicle sales '.repeat(65)}end`
  await page.goto(`/?q=${encodeURIComponent(long)}`)
  await expect(
    page.getByText(
      `The search text was ${long.length.toLocaleString('en-GB')} characters long; only its first 1,000 are searched.`,
    ),
  ).toBeVisible()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText(long.slice(0, 1000).trim().slice(-40))
  const lines = async () =>
    heading.evaluate((h) => h.clientHeight / parseFloat(getComputedStyle(h).lineHeight))
  expect(await lines()).toBeLessThanOrEqual(2)
  await page.getByRole('button', { name: 'Show the whole query' }).click()
  expect(await lines()).toBeGreaterThan(2)

  // Pasted into the box, the text is cut there too, and the box says so.
  await page.goto('/studies')
  const box = page.getByRole('searchbox', { name: 'Search studies' })
  await box.fill(long)
  await expect(box).toHaveValue(long.slice(0, 1000))
  await expect(page.getByText(/only the first 1,000 are searched/)).toBeVisible()
})

test('the home page offers indicators, the survey builder and research with an example each', async ({
  page,
}) => {
  await page.goto('/')
  const ways = page.getByRole('region', { name: 'More ways in' })
  await ways.getByRole('link', { name: /Indicators for/ }).click()
  await expect(page).toHaveURL(/\/indicators\?q=electric/)
  await expect(page.locator('[data-item-link]').first()).toBeVisible()

  await page.goBack()
  await ways.getByRole('link', { name: /Video streaming services by generation/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: /by generation/ })).toBeVisible()

  await page.goBack()
  await ways.getByRole('link', { name: /e-commerce market in Germany/ }).click()
  await expect(page.getByRole('textbox')).toHaveValue(/e-commerce market in Germany/)
})

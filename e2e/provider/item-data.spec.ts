import { checkA11y, expect, test } from '../support/fixtures'
import { results } from '../support/explorer'
import { PROVIDER_FULL_BASE } from '../support/provider-ports'

/**
 * An item's detail panel, its report file, a statistic's data and an indicator's series, from
 * the provider stand-in: minimal answers (no description, values as the OpenAPI allows, an
 * indicator series a year shorter than its categories) and, for two geos, full ones.
 */

test('a study’s panel from a minimal answer, with its report file', async ({ page }) => {
  await page.goto('/studies')
  const title = 'Smartphone usage in the United States 2024'
  await results(page).filter({ hasText: title }).getByRole('link').first().click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/item=50001/)
  await expect(dialog.getByText('Smartphone ownership and daily use of U.S. adults')).toBeVisible()
  // A minimal reports answer offers the PDF alone.
  await expect(dialog.getByRole('link', { name: 'Report (PDF)' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: /^(Slides|Data) / })).toHaveCount(0)
  await checkA11y(page, 'study panel from a minimal provider answer')
})

test('a study’s report files download through the app’s own address', async ({ page }) => {
  await page.goto(`${PROVIDER_FULL_BASE}/studies`)
  const title = 'Smartphone usage in the United States 2024'
  await results(page).filter({ hasText: title }).getByRole('link').first().click()
  const dialog = page.getByRole('dialog', { name: title })
  // The provider links each file to its own token download; the app shows its own address.
  for (const [name, type, magic] of [
    ['Report (PDF)', 'application/pdf', '%PDF-'],
    [
      'Slides (PowerPoint)',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'PK',
    ],
    ['Data (Excel)', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK'],
  ] as const) {
    const href = (await dialog.getByRole('link', { name }).getAttribute('href')) ?? ''
    const address = new URL(href, PROVIDER_FULL_BASE)
    expect.soft(address.origin, name).toBe(PROVIDER_FULL_BASE)
    expect(address.pathname, name).toMatch(/^\/api\//)
    const file = await page.request.get(address.href)
    expect(file.status(), name).toBe(200)
    expect(file.headers()['content-type']).toBe(type)
    expect((await file.body()).subarray(0, magic.length).toString('latin1')).toBe(magic)
  }
})

test('an item beyond 2^53 opens with its exact identifier', async ({ page }) => {
  await page.goto('/infographics')
  const title = 'The streaming wars in one chart'
  await results(page).filter({ hasText: title }).getByRole('link').first().click()
  await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  await expect(page).toHaveURL(/item=9007199254740993(&|$)/)
})

test('a statistic’s data from a minimal answer opens as chart and table', async ({ page }) => {
  await page.goto('/statistics?q=smartphone')
  const title = 'Smartphone revenue worldwide 2020-2024'
  await results(page).filter({ hasText: title }).getByRole('link').first().click()
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('button', { name: 'Data (10 credits)' }).click()
  const table = dialog.getByTestId('data-table')
  await expect(table.getByRole('cell', { name: '485.9', exact: true })).toBeVisible()
  await expect(dialog.getByTestId('data-chart').locator('svg').first()).toBeVisible()
  await checkA11y(page, 'statistic data from a minimal provider answer')
})

test('an indicator’s series from a minimal answer, a year shorter than its categories', async ({
  page,
}) => {
  await page.goto('/indicators?q=smartphone+revenue')
  await results(page)
    .filter({ hasText: 'Smartphone revenue' })
    .first()
    .getByRole('link')
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Smartphone revenue' })
  // No covered geos in a minimal answer: the provider's default, the world, is asked for.
  await dialog.getByRole('button', { name: 'Data (15 credits)' }).click()
  // Its values do not fit its years: named, not placed under the wrong year, and nothing fails.
  await expect(dialog.getByRole('note')).toContainText(
    '1 of 1 places could not be read: WLD: a different number of values than headings',
  )
  await checkA11y(page, 'an indicator series that cannot be read')
  await page.getByRole('button', { name: 'Close' }).first().click()

  // An indicator the minimal search names by no UUID opens, and says its series cannot be asked.
  await results(page)
    .filter({ hasText: 'Video streaming subscriptions' })
    .getByRole('link')
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: 'Video streaming subscriptions' })).toContainText(
    'not by a UUID: its series cannot be asked for',
  )
})

test('an indicator’s series for two geos from full answers', async ({ page }) => {
  await page.goto(`${PROVIDER_FULL_BASE}/indicators?q=smartphone+revenue`)
  await results(page)
    .filter({ hasText: 'Smartphone revenue' })
    .first()
    .getByRole('link')
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Smartphone revenue' })
  await dialog.getByRole('button', { name: 'Data (15 credits)' }).click()
  await dialog.getByRole('checkbox', { name: 'Germany' }).check()
  await dialog
    .getByRole('button', { name: 'Show the series for Worldwide and Germany: 15 credits' })
    .click()
  const table = dialog.getByTestId('data-table')
  await expect(table.getByRole('columnheader', { name: 'Germany' })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Worldwide' })).toBeVisible()
  await expect(table.getByRole('cell', { name: '11.2', exact: true })).toBeVisible()
  await checkA11y(page, 'indicator series for two geos from full provider answers')
})

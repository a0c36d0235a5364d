import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'
import { openPanel } from './support/survey-panels'

// Keeps saved work: a reader of its own, so journeys beside it never count it.
test.use({ ownAccount: true })

/**
 * A researcher builds a cross table by dragging questions and an answer into the table, reads
 * its chart (nine column answers, nine different colours, also in the exported SVG), compares
 * the rows question across countries, saves the table, reloads, reopens it from the saved list
 * and deletes it. (e2e/survey.spec.ts builds with buttons, survey-keyboard.spec.ts by keyboard.)
 */

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search survey questions and answers' }).fill(text)
  await expect(
    page.getByRole('list', { name: 'Questions found' }).getByRole('article').first(),
  ).toBeVisible()
}

/** A URL's query parameters, sorted. */
function params(url: string): string[][] {
  return [...new URL(url).searchParams].sort(([a], [b]) => a.localeCompare(b))
}

/** A question card, dragged by its heading (a drag from an answer would carry that answer). */
function questionHeading(page: Page, name: string) {
  return page.getByRole('article', { name }).getByRole('heading', { name, level: 3, exact: true })
}

test('drag and drop a cross table, compare countries, save, reload, reopen and delete', async ({
  page,
}) => {
  // The longest journey here (two reloads, a comparison, saves): past the default budget when
  // both workers are busy, with every assertion met.
  test.slow()
  await page.goto('/survey')

  // Drag a question to columns, another to rows, and one answer to filters.
  await search(page, 'social media platforms')
  await questionHeading(page, 'Social media platforms').dragTo(
    page.getByText('Optional: add a question to columns for a cross table.'),
  )
  await expect(page).toHaveURL(/columns=v0111_social_platforms/)
  await search(page, 'generation')
  await questionHeading(page, 'Generation').dragTo(
    page.getByText('Add a question to rows to see its frequency table.'),
  )
  await expect(page).toHaveURL(/rows=v0013g_demo_generation/)
  await search(page, 'gender')
  await page
    .getByRole('list', { name: 'Answers of Gender' })
    .getByRole('listitem')
    .filter({ hasText: 'Female' })
    .dragTo(page.getByText('All respondents. Add answers as filters to narrow the group.'))
  await expect(page.getByTestId('filter-sentence')).toHaveText('Female')
  await expect(page).toHaveURL(/filters=v0001_demo_gender%231/)

  const grid = page.getByRole('region', { name: 'Result table' }).getByRole('table')
  for (const answer of ['Facebook', 'TikTok', 'None of these'])
    await expect(grid.getByRole('columnheader', { name: new RegExp(`^${answer}`) })).toBeVisible()
  await expect(grid.getByRole('rowheader', { name: /^Gen Z/ })).toBeVisible()
  // The chart loads as it comes into view.
  await page.locator('[data-near-viewport]').scrollIntoViewIfNeeded()
  await expect(
    page.getByRole('img', { name: /^Bar chart: Generation by social media/ }),
  ).toBeVisible()

  // Nine series, nine colours: the legend's swatches all differ, and so do the exported bars.
  const swatches = page.locator('[data-chart-legend] rect')
  await expect(swatches).toHaveCount(9)
  const legendFills = await swatches.evaluateAll((rects) =>
    rects.map((r) => getComputedStyle(r).fill),
  )
  expect(new Set(legendFills).size).toBe(9)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download chart SVG' }).click(),
  ])
  const svg = await readFile((await download.path()) ?? '', 'utf8')
  expect(svg).not.toContain('var(')
  expect(svg).toContain('None of these')
  const bars = svg.match(/<rect[^>]*class="bar"[^>]*>/g) ?? []
  const barFills = new Set(bars.map((bar) => /fill="([^"]*)"/.exec(bar)?.[1]))
  expect(barFills.size).toBe(9)

  // The rows question by country: three countries by default, then one swapped for another.
  // Each country is a table of its own: the choice names its cost before anything is bought.
  await page.getByLabel('Compare').selectOption({ label: 'Several countries' })
  await expect(page).not.toHaveURL(/compare=/)
  await page.getByRole('button', { name: /^Compare 3 countries: \d+ credits$/ }).click()
  await expect(page.getByRole('heading', { name: 'Compared by country', level: 2 })).toBeVisible()
  const compared = page.getByRole('region', { name: 'Comparison table' })
  await expect(compared.getByRole('columnheader', { name: /^Germany DEU/ })).toBeVisible()
  // Taking one away costs nothing and applies at once; adding one asks for its table's credits.
  // The box shows the address, which the router writes a moment after the click (longer on a
  // busy machine): the click, then the box as it settles.
  const unitedStates = page.getByRole('checkbox', { name: 'United States USA' })
  await unitedStates.click()
  await expect(unitedStates).not.toBeChecked()
  await expect(page).toHaveURL(/compare=countries%3ADEU%2CGBR(&|$)/)
  await page.getByRole('checkbox', { name: 'France FRA' }).check()
  await page.getByRole('button', { name: 'Compare 3 countries: 10 credits' }).click()
  await expect(page).toHaveURL(/compare=countries%3ADEU%2CFRA%2CGBR/)
  await expect(compared.getByRole('columnheader', { name: /^France FRA/ })).toBeVisible()
  await expect(compared.getByRole('columnheader', { name: /United States/ })).toHaveCount(0)
  await expect(
    page.getByText('Comparison by country shown: Germany, France, United Kingdom.'),
  ).toBeVisible()
  await expect(compared.getByRole('row', { name: /^Gen Z/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Bar chart: percent of respondents/ })).toBeVisible()
  await checkA11y(page, 'survey comparison by country')

  // Saved in this browser: it survives a reload and reopens the whole state.
  const built = page.url()
  await openPanel(page, 'Saved tables')
  await page.getByLabel('Name for the current table').fill('Platforms by generation')
  await page.getByRole('button', { name: 'Save table' }).click()
  const saved = page.getByRole('list', { name: 'Saved tables' })
  await expect(saved.getByRole('link', { name: 'Platforms by generation' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear all' }).click()
  await expect(page.getByText('No table yet')).toBeVisible()
  await page.reload()
  await openPanel(page, 'Saved tables')
  await saved.getByRole('link', { name: 'Platforms by generation' }).click()
  // The same state; the router may write the parameters in another order.
  await expect.poll(() => params(page.url())).toEqual(params(built))
  await expect(grid.getByRole('columnheader', { name: /^TikTok/ })).toBeVisible()
  await expect(page.getByTestId('filter-sentence')).toHaveText('Female')
  await expect(compared.getByRole('columnheader', { name: /^France FRA/ })).toBeVisible()
  await checkA11y(page, 'survey saved table reopened')

  // Renamed by keyboard, as audiences are: Escape keeps the name, Enter saves the new one, and
  // focus comes back to the entry's Rename button.
  await saved.getByRole('button', { name: 'Rename Platforms by generation' }).focus()
  await page.keyboard.press('Enter')
  const rename = saved.getByLabel('New name for Platforms by generation')
  await expect(rename).toBeFocused()
  await rename.fill('Changed my mind')
  await page.keyboard.press('Escape')
  await expect(saved.getByRole('button', { name: 'Rename Platforms by generation' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(rename).toHaveAttribute('maxlength', '120')
  await rename.fill('Streaming by generation, France and Germany')
  await page.keyboard.press('Enter')
  const renamed = 'Streaming by generation, France and Germany'
  await expect(saved.getByRole('link', { name: renamed })).toBeVisible()
  await expect(saved.getByRole('button', { name: `Rename ${renamed}` })).toBeFocused()

  await saved.getByRole('button', { name: `Delete ${renamed}` }).click()
  await expect(page.getByText('No saved tables yet.')).toBeVisible()
  // The last entry gone, focus goes to the name field, where the next table is named.
  await expect(page.getByLabel('Name for the current table')).toBeFocused()
  await page.reload()
  await openPanel(page, 'Saved tables')
  await expect(page.getByText('No saved tables yet.')).toBeVisible()
})

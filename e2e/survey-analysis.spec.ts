import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'
import { openPanel, panelToggle } from './support/survey-panels'

/**
 * A researcher tunes the tests of a cross table by keyboard: the 99 % level and the
 * Benjamini–Hochberg correction each leave fewer cells marked, and the legend says which test
 * ran; a mean row follows the scores they set; the index view marks over- and
 * under-represented cells in words and arrows, not colour alone. All of it is in the address:
 * a reload and a fresh browser show the same table, and the CSV names every choice.
 */

const SUS = 'v0191_sus_importance'
const GEN = 'v0013g_demo_generation'
// Germany: four generations of 504 to 895 respondents, where the choices make a difference.
const TABLE = `/survey?rows=${SUS}&columns=${GEN}&country=DEU&view=table`

const grid = (page: Page) => page.getByRole('region', { name: 'Result table' })
// Named images, so that a screen reader says what the arrow means.
const marks = (page: Page) =>
  grid(page).getByRole('img', { name: /^significantly (higher|lower)$/ })
const legend = (page: Page) => page.getByTestId('significance-legend')
const meanRow = (page: Page) => page.getByTestId('mean-rows').getByRole('row').first()
/** The written page is taken over by the app (radios picked before that are not replayed). */
const appReady = (page: Page) => expect(page.locator('html[data-app-ready]')).toBeAttached()

async function choose(page: Page, radio: string, key: 'ArrowRight' | 'ArrowLeft', target: string) {
  await page.getByRole('radio', { name: radio, exact: true }).focus()
  await page.keyboard.press(key)
  await expect(page.getByRole('radio', { name: target, exact: true })).toBeChecked()
}

/** What a reload and a fresh browser must show again. */
async function snapshot(page: Page) {
  await expect(page.getByTestId('mean-rows')).toBeVisible()
  return {
    marks: await marks(page).count(),
    legend: await legend(page).innerText(),
    mean: await meanRow(page).innerText(),
    high: await grid(page).locator('[data-index-band="high"]').count(),
    low: await grid(page).locator('[data-index-band="low"]').count(),
  }
}

test('test level, correction, mean, index and reference column: by keyboard, in the address, in the CSV', async ({
  page,
  browser,
}) => {
  await page.goto(TABLE)
  await appReady(page)
  await expect(grid(page)).toBeVisible()
  // Default: 95 %, no correction; 9 of the 16 cells differ from the rest of their row.
  await expect(legend(page)).toContainText('95% (|z| ≥ 1.96)')
  await expect(legend(page)).toContainText('no correction for multiple comparisons')
  await expect(marks(page)).toHaveCount(9)
  await expect(legend(page)).toContainText('9 of 16 tested cells marked')

  // The controls are in the "Tests and statistics" panel, collapsed until opened.
  await openPanel(page, 'Tests and statistics')
  // 99 %: only the clearer differences stay marked.
  await choose(page, '95%', 'ArrowRight', '99%')
  await expect(page).toHaveURL(/level=99/)
  await expect(legend(page)).toContainText('99% (|z| ≥ 2.58)')
  await expect(marks(page)).toHaveCount(5)

  // Back to 95 %, corrected for the 16 tests with Benjamini–Hochberg.
  await choose(page, '99%', 'ArrowLeft', '95%')
  await expect(page).not.toHaveURL(/level=/)
  await expect(marks(page)).toHaveCount(9)
  await choose(page, 'None', 'ArrowRight', 'Benjamini–Hochberg')
  await expect(page).toHaveURL(/fdr=bh/)
  await expect(legend(page)).toContainText('Benjamini–Hochberg false discovery rate')
  await expect(marks(page)).toHaveCount(5)
  await expect(legend(page)).toContainText('5 of 16 tested cells marked')

  // The mean row: default scores 4…1 (the scale starts at its high end), then "Very important"
  // scored 10 changes it.
  await page.getByRole('checkbox', { name: 'Mean and standard deviation' }).focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/mean=1/)
  const before = await meanRow(page).innerText()
  expect(before).toMatch(/Mean \(score\)\s+[▲▼]?\s*\d\.\d\d/)
  const score = page.getByRole('spinbutton', { name: 'Score of Very important' })
  await score.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('10')
  await expect(page).toHaveURL(/scores=/)
  await expect(meanRow(page)).not.toHaveText(before)
  await expect(page.getByTestId('mean-legend')).toContainText('Very important = 10')
  await expect(page.getByTestId('mean-legend')).toContainText("Welch's t-test")

  // The index: cells at 120 or more and at 80 or less carry an arrow and words.
  await page.getByRole('checkbox', { name: /^Index/ }).focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/index=1/)
  const high = grid(page).locator('[data-index-band="high"]')
  await expect(high.first()).toBeVisible()
  await expect(high.first()).toContainText('↑')
  await expect(high.first().getByRole('img', { name: '(120 or more)' })).toBeAttached()
  await expect(page.getByTestId('index-legend')).toContainText('↑ 120 or more')

  // The table's notes say what the numbers are.
  await expect(page.getByTestId('numbers-note')).toContainText('applies no weighting')

  await checkA11y(page, 'analysis options, mean row and index shown')
  const state = await snapshot(page)
  const url = page.url()

  await page.reload()
  await appReady(page)
  expect(await snapshot(page)).toEqual(state)

  const fresh = await browser.newContext({ acceptDownloads: true })
  const other = await fresh.newPage()
  await other.goto(url)
  await appReady(other)
  expect(await snapshot(other)).toEqual(state)
  await fresh.close()

  // The CSV names the level, the correction, the mean's scores and test, and the index.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  expect(csv).toContain('95% (|z| ≥ 1.96)')
  expect(csv).toMatch(/Multiple comparisons,Benjamini–Hochberg/)
  expect(csv).toContain('Very important = 10')
  expect(csv).toMatch(/\r\nMean,/)
  expect(csv).toMatch(/\r\nIndex,/)
  expect(csv).toContain('applies no weighting')

  // A reference column: every other generation against Gen Z, which is labelled and unmarked.
  // (After the reload the panel is collapsed again.)
  await openPanel(page, 'Tests and statistics')
  await page.getByLabel('Test each column against').selectOption(`${GEN}#1`)
  await expect(page).toHaveURL(/vs=v0013g_demo_generation%231/)
  await expect(page.getByRole('columnheader', { name: /Gen Z/ })).toContainText('Reference column')
  await expect(legend(page)).toContainText('reference column "Gen Z')
  const genZCells = grid(page).locator('tbody').first().locator('tr td:nth-of-type(1)')
  await expect(genZCells.getByRole('img', { name: /^significantly/ })).toHaveCount(0)
})

test('bad analysis settings in the address fall back to the defaults and say so', async ({
  page,
}) => {
  await page.goto(`${TABLE}&level=97&minbase=0&vs=${GEN}%2399&fdr=maybe`)
  await expect(grid(page)).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'analysis settings in the address were not valid' }),
  ).toContainText('level=97 (90, 95 or 99); minbase=0 (a whole number from 1 to 1000); fdr=maybe')
  // The unknown reference column is a valid ID, just not a column: said with the legend.
  await expect(
    page.getByRole('status').filter({ hasText: 'not a column of this table' }),
  ).toBeVisible()
  await expect(legend(page)).toContainText('95% (|z| ≥ 1.96)')
  await expect(legend(page)).toContainText('fewer than 30 respondents')
  await expect(marks(page)).toHaveCount(9)
})

test('a shared link with analysis settings shows its marks with the panel collapsed, which opens by keyboard', async ({
  page,
  browser,
}) => {
  const link = `${TABLE}&level=99&mean=1`
  const cellMarks = (p: Page) =>
    grid(p)
      .locator('tbody')
      .first()
      .getByRole('img', { name: /^significantly/ })
  // The page the server writes (read without JavaScript) has the 99 % marks and the mean row.
  const bare = await browser.newContext({ javaScriptEnabled: false })
  const written = await bare.newPage()
  await written.goto(link)
  await expect(cellMarks(written)).toHaveCount(5)
  await expect(written.getByTestId('mean-rows')).toBeVisible()
  await bare.close()

  // In the app too, with the panel never opened: its line says what is on.
  await page.goto(link)
  await appReady(page)
  const toggle = panelToggle(page, 'Tests and statistics')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toContainText('99%, vs the rest of the row · mean')
  await expect(cellMarks(page)).toHaveCount(5)
  await expect(legend(page)).toContainText('99% (|z| ≥ 2.58)')
  await expect(page.getByTestId('mean-rows')).toBeVisible()
  await expect(page.getByRole('radio', { name: '99%', exact: true })).toHaveCount(0)

  // By keyboard: Enter opens it with the link's settings, Space closes it again.
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('radio', { name: '99%', exact: true })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Mean and standard deviation' })).toBeChecked()
  await expect(toggle).toBeFocused()
  await checkA11y(page, 'tests and statistics opened by keyboard')
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('radio', { name: '99%', exact: true })).toHaveCount(0)
  await expect(cellMarks(page)).toHaveCount(5)
})

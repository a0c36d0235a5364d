import { checkA11y, expect, test } from './support/fixtures'
import type { Locator, Page } from '@playwright/test'
import { expectVisibleFocus, tabTo } from './support/keyboard'

/** Inside a list with roving focus: presses `key` until `target` has focus. */
async function arrowTo(page: Page, target: Locator, key = 'ArrowDown') {
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page, String(target))
      return
    }
    await page.keyboard.press(key)
  }
  throw new Error(`could not reach ${String(target)} with ${key}`)
}

/**
 * A researcher who uses only the keyboard builds a cross table in the survey builder; every
 * control reached shows where focus is. (e2e/keyboard.spec.ts covers the content explorer.)
 */

test('keyboard only: search, rows, columns, filter, country, percent base', async ({ page }) => {
  await page.goto('/survey')
  const searchBox = page.getByRole('searchbox', { name: 'Search survey questions and answers' })
  await tabTo(page, searchBox)
  await page.keyboard.type('video streaming services')

  // The results are one tab stop; arrow keys move between questions and their buttons.
  const addRows = page.getByRole('button', { name: 'Add Video streaming services to rows' })
  await expect(addRows).toBeVisible()
  await page.keyboard.press('Tab')
  await arrowTo(page, addRows)
  await page.keyboard.press('Enter')
  const grid = page.getByRole('region', { name: 'Result table' }).getByRole('table')
  await expect(grid.getByRole('row', { name: /^Netflix/ })).toBeVisible()

  await tabTo(page, searchBox, 'Shift+Tab')
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('generation')
  const addColumns = page.getByRole('button', { name: 'Add Generation to columns' })
  await expect(addColumns).toBeVisible()
  await page.keyboard.press('Tab')
  await arrowTo(page, page.getByRole('button', { name: 'Add Generation to rows' }))
  await arrowTo(page, addColumns, 'ArrowRight')
  await page.keyboard.press('Enter')
  await expect(grid.getByRole('columnheader', { name: /Baby Boomers/ })).toBeVisible()

  const genZFilter = page.getByRole('button', { name: 'Filter by Gen Z (born 1997–2012)' })
  await tabTo(page, genZFilter)
  await page.keyboard.press('Space')
  await expect(genZFilter).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('filter-sentence')).toHaveText('Gen Z (born 1997–2012)')

  const country = page.getByLabel('Country')
  await tabTo(page, country)
  await page.keyboard.type('Japan')
  await expect(page).toHaveURL(/country=JPN/)
  await expect(page.getByRole('heading', { name: /in Japan/, level: 2 })).toBeVisible()

  const columnPct = page.getByRole('radio', { name: 'Column %' })
  await tabTo(page, columnPct)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Total %' })).toBeChecked()
  await expect(page).toHaveURL(/pct=total/)
  await checkA11y(page, 'cross table built by keyboard')

  // Removing a piece by keyboard, and back steps through the builder's history.
  await tabTo(
    page,
    page.getByRole('button', { name: 'Remove Gen Z (born 1997–2012)' }),
    'Shift+Tab',
  )
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('filter-sentence')).toBeHidden()
  await page.goBack()
  await expect(page.getByTestId('filter-sentence')).toHaveText('Gen Z (born 1997–2012)')
})

test('keyboard only: results and answers are one tab stop each, arrows inside', async ({
  page,
}) => {
  await page.goto('/survey')
  const searchBox = page.getByRole('searchbox', { name: 'Search survey questions and answers' })
  await searchBox.fill('streaming')
  const results = page.getByRole('list', { name: 'Questions found' })
  const cards = results.getByRole('article')
  await expect(cards.nth(2)).toBeVisible()
  const third = (await cards.nth(2).getByRole('heading', { level: 3 }).innerText()).trim()
  const thirdRows = page.getByRole('button', { name: `Add ${third} to rows` })

  // From the search box: one Tab into the results, two arrows down to the third question
  // (38 Tab presses when every button was its own tab stop).
  await searchBox.focus()
  let tabs = 0
  while (!(await results.evaluate((el) => el.contains(document.activeElement)))) {
    await page.keyboard.press('Tab')
    tabs++
    expect(tabs, 'Tab presses into the results').toBeLessThan(5)
  }
  await arrowTo(page, thirdRows)
  expect(tabs).toBe(1)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/rows=/)

  // The next Tab leaves the results for the third question's answers: one stop per list,
  // arrows between answers (keeping the button column), Home and End to the ends.
  await thirdRows.focus()
  await page.keyboard.press('Tab')
  const answers = cards.nth(2).getByRole('list', { name: /^Answers of / })
  const focusedIn = (list: Locator) => list.evaluate((el) => el.contains(document.activeElement))
  expect(await focusedIn(answers)).toBe(true)
  const answerRows = answers.getByRole('listitem')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowDown')
  await expect(
    answerRows.nth(1).getByRole('button', { name: /^Use only .* as rows$/ }),
  ).toBeFocused()
  await page.keyboard.press('End')
  await expect(
    answerRows.last().getByRole('button', { name: /^Use only .* as rows$/ }),
  ).toBeFocused()
  await page.keyboard.press('Home')
  await expect(
    answerRows.first().getByRole('button', { name: /^Use only .* as rows$/ }),
  ).toBeFocused()
  // Returning to the results lands where the reader left them.
  await page.keyboard.press('Shift+Tab')
  await expect(thirdRows).toBeFocused()
})

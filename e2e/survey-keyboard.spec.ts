import { checkA11y, expect, test } from './support/fixtures'
import { tabTo } from './support/keyboard'

/**
 * A researcher who uses only the keyboard builds a cross table in the survey builder; every
 * control reached shows where focus is. (e2e/keyboard.spec.ts covers the content explorer.)
 */

test('keyboard only: search, rows, columns, filter, country, percent base', async ({ page }) => {
  await page.goto('/survey')
  const searchBox = page.getByRole('searchbox', { name: 'Search survey questions and answers' })
  await tabTo(page, searchBox)
  await page.keyboard.type('video streaming services')

  const addRows = page.getByRole('button', { name: 'Add Video streaming services to rows' })
  await expect(addRows).toBeVisible()
  await tabTo(page, addRows)
  await page.keyboard.press('Enter')
  const grid = page.getByRole('region', { name: 'Result table' }).getByRole('table')
  await expect(grid.getByRole('row', { name: /^Netflix/ })).toBeVisible()

  await tabTo(page, searchBox, 'Shift+Tab')
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('generation')
  const addColumns = page.getByRole('button', { name: 'Add Generation to columns' })
  await expect(addColumns).toBeVisible()
  await tabTo(page, addColumns)
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

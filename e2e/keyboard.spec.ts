import { expect, test } from './support/fixtures'
import { results, searchParam } from './support/explorer'
import { expectVisibleFocus, focusPlace, tabTo } from './support/keyboard'

/**
 * A researcher who uses only the keyboard searches the studies, changes a facet, pages forward,
 * opens a study's details and closes them again: focus is always visible, moves into the panel
 * when it opens, stays inside it while it is open, and returns to the study when it closes.
 * (Building a survey table by keyboard is e2e/survey-keyboard.spec.ts.)
 */
test('keyboard only: search, facet, next page, detail panel and back', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The first Tab offers the skip link; it jumps past the navigation to the page itself.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await expectVisibleFocus(page, 'the skip link')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  // Another page from the navigation: focus starts at its content, not on the old link.
  const nav = page.getByRole('navigation', { name: 'Main' })
  await tabTo(page, nav.getByRole('link', { name: 'Studies' }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible()
  await expect(page.getByRole('main')).toBeFocused()

  // Search: typing keeps focus in the box while the results follow the text.
  const searchBox = page.getByRole('searchbox', { name: 'Search studies' })
  await page.keyboard.press('Tab')
  await expect(searchBox).toBeFocused()
  await expectVisibleFocus(page, 'the search box')
  await page.keyboard.type('energy')
  await expect(page).toHaveURL(/q=energy/)
  await expect(results(page).first().locator('mark').first()).toHaveText(/energy/i)
  await expect(searchBox).toBeFocused()

  // A facet: arrow keys change a select, and focus stays on it.
  const sort = page.getByRole('combobox', { name: 'Sort' })
  await tabTo(page, sort)
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/sort=1/)
  await expect(sort).toHaveValue('1')
  await expect(sort).toBeFocused()

  // The next page: Enter on "Next" shows page 2 and leaves focus on "Next" for another step.
  const next = page.getByRole('link', { name: 'Next' })
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  expect(searchParam(page, 'page')).toBe('2')
  await expect(next).toBeFocused()
  await expectVisibleFocus(page, 'the Next link')

  // Back up to the first study of the page and open it: focus moves into the panel.
  await expect(page.getByRole('main').locator('ol[aria-busy="true"]')).toHaveCount(0)
  const card = results(page).first().getByRole('link').first()
  const title = (await card.textContent()) ?? ''
  await tabTo(page, card, 'Shift+Tab')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/item=\d+/)
  const close = dialog.getByRole('button', { name: 'Close' })
  await expect(close).toBeFocused()
  await expectVisibleFocus(page, 'the panel’s Close button')

  // Tab cycles through the panel (and the browser's own controls), never the page behind it.
  const places: string[] = []
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab')
    const place = await focusPlace(page)
    places.push(place)
    if (place === 'dialog') await expectVisibleFocus(page, `stop ${i + 1} in the panel`)
    if (await close.evaluate((el) => el === document.activeElement)) break
  }
  expect(places).not.toContain('page')
  await expect(close).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  expect(await focusPlace(page)).not.toBe('page')

  // Escape closes the panel and puts focus back on the study that opened it.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(searchParam(page, 'item')).toBeNull()
  await expect(card).toBeFocused()
  await expectVisibleFocus(page, 'the study’s link after closing')

  // No trap: Tab goes on through the page from there.
  await page.keyboard.press('Tab')
  expect(await focusPlace(page)).toBe('page')
  await expect(card).not.toBeFocused()
  await expectVisibleFocus(page, 'the control after the study')
})

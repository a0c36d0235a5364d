import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Keyboard helpers: move focus the way a keyboard user does, and check that they can see
 * where it is.
 */

/** Whether the focused element shows a focus indicator: an outline or a box-shadow ring. */
export async function expectVisibleFocus(page: Page, what = 'the focused element') {
  const indicator = await page.evaluate(() => {
    const shows = (el: Element | null) => {
      if (!el) return false
      const style = getComputedStyle(el)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      return outline || style.boxShadow !== 'none'
    }
    const active = document.activeElement
    if (!active || active === document.body) return 'nothing has focus'
    // A visually hidden native control (a styled radio) shows focus on its label instead.
    const hidden = getComputedStyle(active).opacity === '0'
    const shown = hidden ? active.closest('label') : active
    return shows(shown) ? 'visible' : `no indicator on <${active.tagName.toLowerCase()}>`
  })
  expect(indicator, `focus indicator of ${what}`).toBe('visible')
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, then checks
 * that the focus is visible there.
 */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page, String(target))
      return
    }
    await page.keyboard.press(key)
  }
  throw new Error(`could not reach ${String(target)} with ${key}`)
}

/** Where focus is: 'dialog' (inside an open dialog), 'page', or 'none' (the browser's own UI). */
export function focusPlace(page: Page): Promise<'dialog' | 'page' | 'none'> {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'none'
    return active.closest('dialog[open]') ? 'dialog' : 'page'
  })
}

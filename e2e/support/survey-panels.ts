import { expect, type Page } from '@playwright/test'

export type SurveyPanel = 'Tests and statistics' | 'Nets' | 'Audiences' | 'Saved tables'

/** The one-line summary button of a collapsed panel of the survey page. */
export const panelToggle = (page: Page, name: SurveyPanel) =>
  page.getByRole('region', { name, exact: true }).locator('button[aria-expanded]').first()

/**
 * Opens a panel of the survey page (a disclosure whose controls load when opened), as a
 * reader has to before using them; leaves an open one open.
 */
export async function openPanel(page: Page, name: SurveyPanel): Promise<void> {
  // Before the app has taken the written page over, the button does nothing yet.
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const toggle = panelToggle(page, name)
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

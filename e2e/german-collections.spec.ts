import type { Locator, Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'
import { results } from './support/explorer'

// Keeps saved work: a reader of its own, so journeys beside it never count it. A German browser.
test.use({ ownAccount: true, locale: 'de-DE' })

/**
 * A German researcher keeps a study and a survey table in a collection, cites from the detail
 * panel and opens the collection as a report: every panel on the way is in German and passes
 * axe.
 */

async function addTo(scope: Locator, page: Page, name: string, newName?: string) {
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await scope.getByRole('button', { name: 'Zur Sammlung hinzufügen' }).click()
  if (newName) await scope.getByLabel('Name der neuen Sammlung').fill(newName)
  await scope.getByRole('button', { name: 'Hinzufügen', exact: true }).click()
  await expect(
    scope.getByRole('status').filter({ hasText: `Zu „${name}“ hinzugefügt.` }),
  ).toBeVisible()
}

test('a German researcher collects, cites and opens the collection as a report', async ({
  page,
}) => {
  await page.goto('/studies')
  const study = results(page).first()
  await expect(study).toBeVisible()
  const studyTitle = ((await study.getByRole('heading').textContent()) ?? '').trim()
  await addTo(study, page, 'Abschlussarbeit', 'Abschlussarbeit')

  // The detail panel's citation, in German words around the catalogue's own.
  await study.getByRole('heading').getByRole('link').click()
  const panel = page.getByRole('dialog')
  await panel.getByRole('button', { name: 'Zitieren' }).click()
  await expect(panel.getByRole('region', { name: 'Literaturangabe' })).toBeVisible()
  await expect(panel.getByTestId('citation-text')).toContainText(studyTitle)
  await expect(panel.getByLabel('Zitierstil')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Literaturangabe kopieren' })).toBeEnabled()
  await checkA11y(page, 'detail panel with its citation, in German')
  await panel.getByRole('button', { name: 'Schließen' }).click()

  await page.goto('/survey?rows=v0013g_demo_generation')
  const table = page.getByRole('region', { name: 'Ergebnistabelle' })
  await expect(table.getByRole('table')).toBeVisible()
  await addTo(page.locator('section', { has: table }).first(), page, 'Abschlussarbeit')

  await page.goto('/collections')
  await expect(page.getByRole('heading', { level: 1, name: 'Sammlungen' })).toBeVisible()
  const entries = page
    .getByRole('list', { name: 'Einträge von Abschlussarbeit' })
    .getByRole('listitem')
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0)).toContainText(studyTitle)
  await expect(entries.nth(1)).toContainText('Umfragetabelle')
  await checkA11y(page, 'collections in German')

  await page.getByRole('link', { name: 'Als Bericht öffnen' }).click()
  await expect(page).toHaveURL(/\/collections\/[^/]+\/report$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Abschlussarbeit' })).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'PowerPoint-Präsentation herunterladen' }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: /^Balkendiagramm/ }).first()).toBeVisible()
  await checkA11y(page, 'collection report in German')
})

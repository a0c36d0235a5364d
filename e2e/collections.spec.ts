import { readFile } from 'node:fs/promises'
import { parse } from '@retorquere/bibtex-parser'
import type { Locator, Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'
import { results } from './support/explorer'

// Keeps saved work: a reader of its own, so journeys beside it never count it.
test.use({ ownAccount: true })

/**
 * A researcher keeps a study, a statistic and a survey table in one collection, reloads, and
 * takes the collection's citations away in APA and as a BibTeX file.
 */

async function addTo(scope: Locator, page: Page, newName?: string) {
  // The pages arrive written by the server; the button works once the app has taken over.
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  await scope.getByRole('button', { name: 'Add to collection' }).click()
  if (newName) await scope.getByLabel('New collection’s name').fill(newName)
  await scope.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(scope.getByRole('status').filter({ hasText: 'Added to “Thesis”' })).toBeVisible()
}

test('collect a study, a statistic and a survey table, reload, export APA and BibTeX', async ({
  page,
}) => {
  await page.goto('/studies')
  const study = results(page).first()
  await expect(study).toBeVisible()
  const studyTitle = (await study.getByRole('heading').textContent()) ?? ''
  await addTo(study, page, 'Thesis')

  await page.goto('/statistics')
  const statistic = results(page).first()
  await expect(statistic).toBeVisible()
  const statisticTitle = (await statistic.getByRole('heading').textContent()) ?? ''
  // The detail panel offers the same, and the citation in the remembered style.
  await statistic.getByRole('heading').getByRole('link').click()
  const panel = page.getByRole('dialog')
  await addTo(panel, page)
  await panel.getByRole('button', { name: 'Cite' }).click()
  await expect(panel.getByTestId('citation-text')).toContainText(statisticTitle.trim())
  await expect(panel.getByTestId('citation-text')).not.toContainText('utm_')
  await checkA11y(page, 'statistic detail panel with its citation')
  await panel.getByRole('button', { name: 'Close' }).click()

  await page.goto('/survey?rows=v0013g_demo_generation')
  const table = page.getByRole('region', { name: 'Result table' })
  await expect(table.getByRole('table')).toBeVisible()
  const survey = page.locator('section', { has: table })
  await addTo(survey.first(), page)

  await page.goto('/collections')
  await page.reload()
  const entries = page.getByRole('list', { name: 'Entries of Thesis' }).getByRole('listitem')
  await expect(entries).toHaveCount(3)
  await expect(entries.nth(0)).toContainText(studyTitle.trim())
  await expect(entries.nth(1)).toContainText(statisticTitle.trim())
  await expect(entries.nth(2)).toContainText('Survey table')

  // Reorder by button: the survey table moves to the top.
  await entries
    .nth(2)
    .getByRole('button', { name: /^Move .* up$/ })
    .click()
  // Clicked before the list shows the first move, the second would move the statistic.
  await expect(entries.nth(1)).toContainText('Survey table')
  await entries
    .nth(1)
    .getByRole('button', { name: /^Move .* up$/ })
    .click()
  await expect(entries.nth(0)).toContainText('Survey table')
  // And by keyboard: Alt+ArrowDown in an entry moves it down, keeping focus with it.
  const note = entries.nth(0).getByLabel('Note')
  await note.focus()
  await page.keyboard.press('Alt+ArrowDown')
  await expect(entries.nth(1)).toContainText('Survey table')
  await expect(entries.nth(1).getByLabel('Note')).toBeFocused()
  await entries.nth(1).getByLabel('Note').fill('Table 3 in chapter 2')
  await entries.nth(1).getByLabel('Note').blur()

  // A file that is not a collections export is refused with a message; nothing is lost.
  await page.getByLabel('Collections file to import').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": 1}'),
  })
  await expect(page.getByRole('alert')).toContainText('notes.json: This is not a collections file')
  await expect(entries).toHaveCount(3)

  await page.getByRole('button', { name: 'Cite all entries' }).click()
  await expect(page.getByRole('combobox', { name: 'Style' })).toHaveValue('apa')
  const citations = page.getByTestId('citation-text')
  await expect(citations).toContainText(statisticTitle.trim())
  await checkA11y(page, 'collection with its citations')

  const apaDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download citations' }).click()
  const apa = await readFile(await (await apaDownload).path(), 'utf8')
  const lines = apa.trim().split('\n')
  expect(lines).toHaveLength(3)
  // APA 7: every reference has its date in parentheses after the author: (2024). or (n.d.).
  for (const line of lines) expect(line).toMatch(/\((\d{4}|n\.d\.)\)\./)
  expect(apa).not.toContain('utm_')

  const bibDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'BibTeX' }).click()
  const download = await bibDownload
  expect(download.suggestedFilename()).toBe('Thesis.bib')
  const library = parse(await readFile(await download.path(), 'utf8'))
  expect(library.errors).toEqual([])
  expect(library.entries.map((e) => e.fields.title)).toHaveLength(3)
})

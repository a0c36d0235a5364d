import { readFile } from 'node:fs/promises'
import type { Download, Page, Request } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'
import { readPptx, readXlsx } from './support/office-readers'

// Keeps saved work: a reader of its own, so journeys beside it never count it.
test.use({ ownAccount: true })

/**
 * A collection opened as a report: the same reader in a fresh browser sees the survey table
 * kept with it as the builder's table and chart, and downloads the deck and the workbook, all
 * without a single call to the service (no survey credits spent).
 */

const serviceCalls = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url()).pathname.startsWith('/api/v1/'))

async function download(page: Page, click: () => Promise<void>): Promise<Uint8Array> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()])
  return new Uint8Array(await readFile((await (file as Download).path()) ?? ''))
}

test('a collection opens as a report with its deck and workbook, spending no credits', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  await page.goto('/survey?rows=v0013g_demo_generation')
  const result = page.getByRole('region', { name: 'Result table' })
  await expect(result.getByRole('table')).toBeVisible()
  const firstAnswer = (await result.getByRole('rowheader').first().textContent())?.trim() ?? ''
  await expect(page.locator('html[data-app-ready]')).toBeAttached()
  const section = page.locator('section', { has: result }).first()
  // The table's own heading (the page's first level-2 heading is the question search).
  const title = (await section.getByRole('heading', { level: 2 }).first().textContent())?.trim()
  expect(title).toBeTruthy()
  await section.getByRole('button', { name: 'Add to collection' }).click()
  await section.getByLabel('New collection’s name').fill('Chapter 2')
  await section.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(
    section.getByRole('status').filter({ hasText: 'Added to “Chapter 2”' }),
  ).toBeVisible()

  // The same reader in a browser with nothing cached: every request is counted.
  const fresh = await browser.newContext({ baseURL, extraHTTPHeaders })
  try {
    const other = await fresh.newPage()
    const requests: Request[] = []
    other.on('request', (r) => requests.push(r))
    await other.goto('/collections')
    await other.getByRole('link', { name: 'Open as a report' }).click()
    await expect(other).toHaveURL(/\/collections\/[^/]+\/report$/)
    await expect(other.getByRole('heading', { level: 1, name: 'Chapter 2' })).toBeVisible()

    const entry = other.getByRole('list', { name: 'Entries of Chapter 2' }).getByRole('listitem')
    await expect(entry).toHaveCount(1)
    await expect(entry.getByRole('heading', { level: 2, name: title })).toBeVisible()
    const table = entry.getByRole('region', { name: `Table: ${title ?? ''}` })
    await expect(table.getByRole('rowheader', { name: firstAnswer }).first()).toBeVisible()
    await expect(entry.getByRole('img', { name: /^Bar chart:/ })).toBeVisible()
    await checkA11y(other, 'collection report')

    const deck = await readPptx(
      await download(other, () =>
        other.getByRole('button', { name: 'Download PowerPoint deck' }).click(),
      ),
    )
    // The title slide, then the table's chart slide and table slide.
    expect(deck).toHaveLength(3)
    expect(deck[0]!.texts).toContain('Chapter 2')
    expect(deck[1]!.charts[0]?.[0]?.categories).toContain(firstAnswer)
    expect(deck[2]!.tables[0]?.map((row) => row[0])).toContain(firstAnswer)

    const book = await readXlsx(
      await download(other, () =>
        other.getByRole('button', { name: 'Download Excel workbook' }).click(),
      ),
    )
    expect(book.map((s) => s.name)).toHaveLength(2)
    expect(book[0]!.name).toBe('Contents')
    const answerRow = [...book[1]!.rows.values()].find((r) => r[0]?.value === firstAnswer)
    expect(answerRow?.some((c) => c.kind === 'n')).toBe(true)

    // Nothing of the report, its deck or its workbook asked the service: no credits spent.
    expect(serviceCalls(requests)).toEqual([])
  } finally {
    await fresh.close()
  }
})

import { readFile } from 'node:fs/promises'
import { checkA11y, expect, test } from './support/fixtures'
import { parseCsv } from './support/csv-reader'
import { recordRequests, results, resultTotal } from './support/explorer'

test('the whole result list as one file: its calls and credits named first, each page asked once', async ({
  page,
}) => {
  const sent = recordRequests(page, '/v1/studies')
  await page.goto('/studies?q=bank&size=10&page=2')
  const status = resultTotal(page, /studies/)
  await expect(status).toHaveText(/^\d+ studies/)
  await expect(results(page)).toHaveCount(10)
  // Longer than a few calls, within the bound of ten (the embedded service's package delivers
  // 10 results a call, whatever is asked for).
  const total = Number((await status.textContent())!.match(/^\d+/)![0])
  expect(total).toBeGreaterThan(20)
  expect(total).toBeLessThanOrEqual(100)
  const calls = Math.ceil(total / 10)
  const before = sent.length

  // Nothing is fetched until the reader has read what it takes.
  await page.getByRole('button', { name: `Export all ${total}…` }).click()
  const panel = page.getByRole('region', { name: 'Export the whole result' })
  await expect(panel).toContainText(
    `All ${total} results. It takes at most ${calls} calls to the service, and at most ${calls} credits.`,
  )
  expect(sent.length).toBe(before)
  await checkA11y(page, 'whole-result export panel')

  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Export as CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`studies-all-${total}.csv`)
  const rows = parseCsv(await readFile(await file.path(), 'utf8'))
  expect(rows[0]).toContain('identifier')
  expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(total)
  await expect(panel.getByRole('status')).toHaveText(`CSV file with ${total} results downloaded.`)

  // From the first result, whatever page is on screen: 20 asked for, the 10 that came counted
  // from then on, so no result between two calls is skipped. Pages already in the app (the one
  // on screen, written by the server; the next one, fetched ahead) are not asked again, and
  // nothing is asked twice. (That every result arrived, the file's distinct rows show.)
  const key = (params: URLSearchParams) => `${params.get('page') ?? 1}/${params.get('size') ?? 10}`
  const exported = sent.slice(before).map(key)
  expect(exported[0]).toBe('1/20')
  const everything = sent.map(key)
  expect(new Set(everything).size).toBe(everything.length)
  expect(exported.length).toBeLessThanOrEqual(calls)

  // The page the reader was on is as it was.
  await expect(page).toHaveURL(/page=2/)
  await expect(results(page)).toHaveCount(10)
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toHaveCount(0)
})

test('an export that stops partway offers what had arrived, named as the list’s start', async ({
  page,
}) => {
  // The service fails the third call (after 20 results at the package's 10 a call).
  await page.route('**/api/v1/studies?*', (route) =>
    new URL(route.request().url()).searchParams.get('page') === '3'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'page refused for this test' }),
        })
      : route.continue(),
  )
  await page.goto('/studies?q=bank')
  const status = resultTotal(page, /studies/)
  await expect(status).toHaveText(/^\d+ studies/)
  const total = Number((await status.textContent())!.match(/^\d+/)![0])
  expect(total).toBeGreaterThan(20)

  await page.getByRole('button', { name: `Export all ${total}…` }).click()
  const panel = page.getByRole('region', { name: 'Export the whole result' })
  await panel.getByRole('button', { name: 'Export as CSV' }).click()
  const alert = panel.getByRole('alert')
  await expect(alert).toContainText('the export stopped partway, after 20 results had arrived')
  await checkA11y(page, 'whole-result export stopped partway')

  const download = page.waitForEvent('download')
  await alert.getByRole('button', { name: `Download the 20 that arrived (of ${total})` }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('studies-first-20.csv')
  const rows = parseCsv(await readFile(await file.path(), 'utf8'))
  expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(20)
  await expect(panel.getByRole('status')).toHaveText(
    `CSV file with the first 20 of ${total} results downloaded.`,
  )
})

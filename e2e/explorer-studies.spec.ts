import { readFileSync } from 'node:fs'
import { checkA11y, expect, test } from './support/fixtures'
import {
  failEndpoint,
  firstTitle,
  recordRequests,
  results,
  resultTotal,
  searchParam,
} from './support/explorer'

test.describe('Studies explorer', () => {
  test('a researcher searches, narrows, pages, opens a study and shares the address', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const sent = recordRequests(page, '/v1/studies')
    await page.goto('/studies')
    await expect(page.getByRole('heading', { level: 1, name: 'Studies' })).toBeVisible()
    await expect(resultTotal(page, /studies/)).toBeVisible()

    // Search as you type: the results follow the text once typing pauses.
    await page
      .getByRole('searchbox', { name: 'Search studies' })
      .pressSequentially('energy', { delay: 30 })
    await expect(page).toHaveURL(/q=energy/)
    await expect(results(page).first().locator('mark').first()).toHaveText(/energy/i)
    expect(sent.at(-1)?.get('q')).toBe('energy')

    // Each facet writes the URL under the service's own names.
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Most recent' })
    await expect(page).toHaveURL(/sort=1/)
    await page
      .getByRole('combobox', { name: 'Platform' })
      .selectOption({ label: 'English and German' })
    await expect(page).toHaveURL(/platform=en-de/)
    await page.getByRole('combobox', { name: 'Access' }).selectOption({ label: 'Premium only' })
    await expect(page).toHaveURL(/premium=true/)
    await page.getByRole('combobox', { name: 'Published' }).selectOption({ label: 'Last 5 years' })
    await expect(page).toHaveURL(/date_from=\d{4}-\d{2}-\d{2}/)
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('5')
    await expect(page).toHaveURL(/size=5/)
    await expect(results(page)).toHaveCount(5)
    expect(sent.at(-1)?.get('premium')).toBe('true')
    await expect(page.getByRole('button', { name: 'Remove Premium only' })).toBeVisible()
    await checkA11y(page, 'studies results with active facets')

    // The loaded results export as CSV, and only those.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv.split('\r\n')[0]).toContain('identifier,title')
    expect(csv.trim().split('\r\n')).toHaveLength(6)

    // Paging forward and back; the next page was fetched ahead of the click.
    const firstId = () =>
      results(page).first().locator('[data-item-link]').getAttribute('data-item-link')
    const pageOne = await firstId()
    await expect.poll(() => sent.some((p) => p.get('page') === '2')).toBe(true)
    await page.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
    await expect.poll(firstId).not.toBe(pageOne)
    await page.getByRole('link', { name: 'Previous' }).click()
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
    expect(searchParam(page, 'page')).toBeNull()

    // A facet change starts again at page 1.
    await page.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Best match' })
    await expect(page).not.toHaveURL(/page=/)
    await expect(page).not.toHaveURL(/sort=/)

    // The detail panel has its own address, every field, downloads and a citation.
    const title = await firstTitle(page)
    await results(page).first().getByRole('link').first().click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/item=\d+/)
    await expect(dialog.getByRole('link', { name: 'Report (PDF)' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Cite' }).click()
    await expect(dialog.getByTestId('citation-text')).toContainText(title)
    await dialog.getByRole('button', { name: 'Copy citation' }).click()
    await expect(dialog.getByText('Citation copied.')).toBeVisible()
    await checkA11y(page, 'study detail panel')
    const citation = await page.evaluate(() => navigator.clipboard.readText())
    expect(citation).toContain(title)
    expect(citation).toMatch(/https:\/\//)

    // The same address in a fresh browser shows the same results and the same open study.
    const shared = page.url()
    const fresh = await browser.newPage()
    await fresh.goto(shared)
    await expect(fresh.getByRole('dialog', { name: title })).toBeVisible()
    await expect(fresh.getByRole('combobox', { name: 'Per page' })).toHaveValue('5')
    await expect(fresh.getByRole('combobox', { name: 'Access' })).toHaveValue('premium')
    await fresh.close()

    // Escape closes the panel and returns focus to the study's card.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(results(page).first().getByRole('link').first()).toBeFocused()

    // Back and forward restore every state: the open panel, then the sort order.
    await page.goBack()
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.goBack()
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('1')
    await expect(page).toHaveURL(/page=2/)
    await page.goForward()
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('0')
  })

  test('typing a phrase costs one request, not one per key', async ({ page }) => {
    // A controlled clock makes the debounce independent of how fast this machine types.
    const start = Date.now()
    await page.clock.install({ time: start })
    const sent = recordRequests(page, '/v1/studies')
    await page.goto('/studies')
    await expect(resultTotal(page, /studies/)).toBeVisible()
    await page.clock.pauseAt(start + 60_000)
    await page
      .getByRole('searchbox', { name: 'Search studies' })
      .pressSequentially('solar energy prices')
    // Page-1 requests only: the next page is prefetched on purpose.
    const searches = () => sent.filter((p) => p.get('q') && !p.get('page')).map((p) => p.get('q'))
    await page.clock.runFor(250)
    expect(searches()).toHaveLength(0)
    await page.clock.runFor(100)
    await expect(page).toHaveURL(/q=solar\+energy\+prices|q=solar%20energy%20prices/)
    await expect(results(page).first()).toBeVisible()
    expect(searches()).toEqual(['solar energy prices'])
  })

  test('a hand-edited address falls back to defaults with a notice and sends nothing invalid', async ({
    page,
  }) => {
    const sent = recordRequests(page, '/v1/studies')
    await page.goto(
      '/studies?page=abc&sort=7&platform=xx&size=999&premium=maybe&date_from=1990-01-01',
    )
    const notice = page.getByText(/not valid and were reset to their defaults/)
    await expect(notice).toBeVisible()
    for (const name of ['platform', 'sort', 'page', 'size', 'premium'])
      await expect(notice).toContainText(name)
    await expect(page.getByText(/1990-01-01 is more than 20 years back/)).toBeVisible()
    await expect(resultTotal(page, /studies/)).toBeVisible()
    await checkA11y(page, 'studies with address notices')
    // The server fetched the page itself with the clean values (server/pipeline/pages/first-view.test.ts);
    // what the browser sends (the prefetched next page) carries none of the invalid ones.
    await expect.poll(() => sent.length).toBeGreaterThan(0)
    for (const params of sent) {
      expect(params.get('page') ?? '2').toBe('2')
      for (const name of ['sort', 'size', 'premium', 'platform'])
        expect(params.get(name)).toBeNull()
      expect(params.get('date_from')! >= '2006-01-01').toBe(true)
    }

    await page.goto('/studies?date_from=2026-05-01&date_to=2025-01-01')
    await expect(
      page.getByText(/reversed or out of reach, so the date filter was reset/),
    ).toBeVisible()
    expect(sent.at(-1)!.get('date_to')).toBeNull()

    // A reversed custom range is explained before anything is sent.
    const count = sent.length
    await page.getByRole('combobox', { name: 'Published' }).selectOption({ label: 'Custom range…' })
    await page.getByRole('textbox', { name: 'From' }).fill('2024-06-01')
    await page.getByRole('textbox', { name: 'To' }).fill('2024-01-01')
    await page.getByRole('button', { name: 'Apply dates' }).click()
    await expect(page.getByRole('alert')).toHaveText(/reversed/)
    expect(sent.length).toBe(count)
    await checkA11y(page, 'custom date range, reversed')
    await page.getByRole('textbox', { name: 'To' }).fill('2024-12-31')
    await page.getByRole('button', { name: 'Apply dates' }).click()
    await expect(page).toHaveURL(
      /date_from=2024-06-01&date_to=2024-12-31|date_to=2024-12-31.*date_from=2024-06-01/,
    )
  })

  test('errors say what happened and offer the way on; no match says so', async ({ page }) => {
    const undo = await failEndpoint(page, '/v1/studies', 401, { title: 'Unauthorized' })
    await page.goto('/studies')
    await expect(
      page.getByRole('heading', { name: 'The API key was rejected (401)' }),
    ).toBeVisible()
    await undo()

    const undo400 = await failEndpoint(page, '/v1/studies', 400, {
      detail: "'date_from' is not a valid date.",
      parameter: 'date_from',
    })
    await page.goto('/studies?q=energy')
    await expect(page.getByRole('heading', { name: /value of “date_from” \(400\)/ })).toBeVisible()
    await expect(page.getByText("'date_from' is not a valid date.")).toBeVisible()
    await undo400()

    const undo500 = await failEndpoint(page, '/v1/studies', 500)
    await page.goto('/studies?q=renewable')
    await expect(page.getByRole('heading', { name: 'The service failed (500)' })).toBeVisible({
      timeout: 15_000,
    })
    await checkA11y(page, 'studies, service failing (500)')
    await undo500()
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(results(page).first()).toBeVisible()

    await page.goto('/studies?q=qzxjvkwq')
    await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible()
    await checkA11y(page, 'studies, no results')
  })
})

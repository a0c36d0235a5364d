import type { Browser, Page } from '@playwright/test'
import { BIG_COLS, BIG_ROWS, bigTable, columnLabel, crossTableBars } from './big-table'
import { collect, installProbes, pageNow } from './page-probes'
import { measured, type Measured } from './interaction-result'

/**
 * Interactions on the survey builder with a 30 x 12 cross table: adding a column question to a
 * 30-row table (the table responses are synthesised, the question search is the service's),
 * then switching the chart between grouped and stacked bars.
 */
const WAIT = { timeout: 20_000 }
const LAST_COLUMN = columnLabel(BIG_COLS - 1)

export interface SurveyInteractions {
  addColumn: Measured & { timeToTableMs: number }
  chartType: Measured
}

async function switchChart(page: Page, label: 'Stacked' | 'Grouped', url: RegExp) {
  const since = await pageNow(page)
  await page.getByRole('radio', { name: label }).click()
  await page.waitForURL(url, WAIT)
  return measured(await collect(page, since))
}

export async function surveyInteractions(
  browser: Browser,
  appUrl: string,
): Promise<SurveyInteractions> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await installProbes(page)
  await page.route('**/api/v1/data/consumer-insights?**', (route) =>
    route.fulfill({ json: bigTable(new URL(route.request().url())) }),
  )
  // The big question exists only in this browser's answers, so the server, which asks the
  // service itself, cannot write its page (it would take the unknown question out of the
  // address). The page opens without it, and the app goes there as a link in it would.
  await page.goto(`${appUrl}/survey?q=generation`)
  await page.getByRole('button', { name: /Add Generation to rows/ }).waitFor(WAIT)
  await page.evaluate(() => history.pushState({}, '', '/survey?rows=v9001_big_rows&q=generation'))
  const grid = page.getByRole('region', { name: 'Result table' }).getByRole('table')
  await grid.getByRole('row').nth(BIG_ROWS).waitFor(WAIT)
  const add = page.getByRole('button', { name: 'Add Generation to columns' })
  await add.waitFor(WAIT)
  // The chart mounts when it comes near the viewport: bring it there, as a reader would, and
  // let it draw before measuring.
  await page.locator('[data-near-viewport]').scrollIntoViewIfNeeded()
  await page.locator('.recharts-bar-rectangle').first().waitFor(WAIT)

  const since = await pageNow(page)
  const shown = page.waitForFunction(
    ({ header, bars }) =>
      [...document.querySelectorAll('th')].some((th) => th.textContent?.includes(header)) &&
      document.querySelectorAll('.recharts-bar-rectangle').length >= bars
        ? performance.now()
        : false,
    { header: LAST_COLUMN, bars: crossTableBars() },
    { polling: 'raf', ...WAIT },
  )
  await add.click()
  const shownAt = (await (await shown).jsonValue()) as number
  const rec = await collect(page, since)
  const addColumn = { ...measured(rec), timeToTableMs: shownAt - (rec.clickAt ?? since) }

  const stacked = await switchChart(page, 'Stacked', /[?&]chart=stacked/)
  const grouped = await switchChart(page, 'Grouped', /^(?!.*chart=stacked)/)
  await context.close()
  const worse = stacked.worstEventMs >= grouped.worstEventMs ? stacked : grouped
  return {
    addColumn,
    chartType: { ...worse, longTasksMs: [...stacked.longTasksMs, ...grouped.longTasksMs] },
  }
}

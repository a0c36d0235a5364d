import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { bigTable, BIG_ROWS } from '../bench/lib/big-table'
import { expect, test } from './support/fixtures'

/**
 * A researcher on a phone in dark mode reads a cross table and takes its chart for a report:
 * stacking is refused where the bars would not add up (with the reason), no axis goes past
 * 100 %, small groups carry no significance marks, and the downloaded PNG is a light slide of
 * 3200 x 1800 pixels whatever the screen.
 */

const STREAM = 'v0103_stream_services'
const GEN = 'v0013g_demo_generation'

test.use({ colorScheme: 'dark', viewport: { width: 360, height: 800 } })

/** The percent values of the chart's value-axis ticks. */
function percentTicks(page: Page): Promise<number[]> {
  return page.locator('.recharts-cartesian-axis-tick-value').evaluateAll((ticks) =>
    ticks
      .map((t) => t.textContent ?? '')
      .filter((t) => t.endsWith('%'))
      .map((t) => parseFloat(t)),
  )
}

test('stacking only where parts make a whole; a light slide-size PNG from a dark phone', async ({
  page,
}) => {
  // Multi-pick rows: column percentages of a column do not add up, so no stacked bars.
  await page.goto(`/survey?rows=${STREAM}&columns=${GEN}&chart=stacked&view=chart`)
  const stacked = page.getByRole('radio', { name: 'Stacked' })
  await expect(stacked).toBeDisabled()
  await expect(page.getByText(/Stacked is unavailable: .*multi-pick/)).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Grouped' })).toBeChecked()
  await page.locator('[data-near-viewport]').scrollIntoViewIfNeeded()
  await expect(page.getByRole('img', { name: /^Bar chart: / })).toBeVisible()
  await expect.poll(() => percentTicks(page)).not.toEqual([])
  expect(Math.max(...(await percentTicks(page)))).toBeLessThanOrEqual(100)

  // Column percent down a single-pick row question stacks: one bar per column, up to 100 %.
  await page.goto(`/survey?rows=${GEN}&columns=${STREAM}&chart=stacked&view=chart`)
  await expect(page.getByRole('radio', { name: 'Stacked' })).toBeChecked()
  await page.locator('[data-near-viewport]').scrollIntoViewIfNeeded()
  await expect(page.getByText(/one stacked bar per column/)).toBeVisible()
  await expect.poll(async () => Math.max(0, ...(await percentTicks(page)))).toBe(100)

  // The PNG is drawn for a report: slide size at 2x, light background, dark title text.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download chart PNG' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.png$/)
  const png = await readFile((await download.path()) ?? '')
  // IHDR: width and height are the big-endian words at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([3200, 1800])
  // Decoded in a blank page: the app's Content-Security-Policy allows no data: images.
  const blank = await page.context().newPage()
  await blank.goto('about:blank')
  const pixels = await blank.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]
    // The title's row, scanned for its darkest pixel.
    let darkest = 255
    for (let x = 96; x < 1400; x += 2) darkest = Math.min(darkest, ...at(x, 130))
    return { corner: at(8, 8), middleRight: at(3190, 900), darkest }
  }, png.toString('base64'))
  expect(pixels.corner).toEqual([255, 255, 255])
  expect(pixels.middleRight).toEqual([255, 255, 255])
  expect(pixels.darkest).toBeLessThan(80)
  await blank.close()

  // The SVG is the same figure: title, filters line, bases, source with retrieval date.
  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download chart SVG' }).click(),
  ])
  const svg = await readFile((await svgDownload.path()) ?? '', 'utf8')
  expect(svg).toContain('width="1600" height="900"')
  expect(svg).toMatch(/countries pooled · \d{4} · All respondents asked/)
  // One stacked bar per column (its base beside it), the row answers in the legend.
  expect(svg).toMatch(/>Netflix \(n = [\d,]+\)</)
  expect(svg).toContain('>Gen Z (born 1997–2012)<')
  expect(svg).toMatch(/Retrieved \d{4}-\d{2}-\d{2}\./)
  expect(svg).not.toContain('var(')
})

test('no significance mark in a column or row under 30 respondents', async ({ page }) => {
  // "Diverse" respondents of one country: small generation columns.
  await page.goto(
    `/survey?rows=${STREAM}&columns=${GEN}&filters=v0001_demo_gender%233&country=DEU&view=table`,
  )
  const grid = page.getByRole('region', { name: 'Result table' }).getByRole('table')
  await expect(grid.getByRole('row', { name: /^Netflix/ })).toBeVisible()
  await expect(page.getByTestId('significance-legend')).toContainText('fewer than 30')
  const offending = await grid.evaluate((table) => {
    const heads = [...table.querySelectorAll('thead th')].slice(1)
    const colBase = heads.map((th) =>
      Number(/n = ([\d,]+)/.exec(th.textContent ?? '')?.[1]?.replace(/,/g, '')),
    )
    const bad: string[] = []
    for (const tr of table.querySelectorAll('tbody tr')) {
      const cells = [...tr.querySelectorAll('td')]
      const rowCount = Number(
        /n ([\d,]+)/.exec(cells.at(-1)?.textContent ?? '')?.[1]?.replace(/,/g, ''),
      )
      cells.slice(0, -1).forEach((td, c) => {
        const marked = /[▲▼]/.test(td.textContent ?? '')
        if (marked && ((colBase[c] ?? 0) < 30 || rowCount < 30)) bad.push(`${tr.textContent}`)
      })
    }
    return { bad, columns: colBase }
  })
  expect(offending.columns.some((n) => n < 30)).toBe(true)
  expect(offending.bad).toEqual([])
})

test.describe('a large stacked chart on a desktop', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1280, height: 900 } })

  test('a bar’s tooltip in a chart split over panels is drawn above the panels below it', async ({
    page,
  }) => {
    // The benchmark's 30 x 12 table: stacked, its 360 segments are split over several panels
    // of three bars, and a bar's tooltip of 30 lines reaches far into the panels below it.
    await page.route('**/api/v1/data/consumer-insights?**', (route) =>
      route.fulfill({ json: bigTable(new URL(route.request().url())) }),
    )
    // The big question exists only in these answers, so the server cannot write its page: the
    // app goes there from the builder, as a link in it would.
    await page.goto('/survey?q=generation')
    await expect(page.getByRole('button', { name: /Add Generation to rows/ })).toBeVisible()
    await page.evaluate(() => history.pushState({}, '', '/survey?rows=v9001_big_rows&q=generation'))
    const grid = page.getByRole('region', { name: 'Result table' }).getByRole('table')
    await expect(grid.getByRole('row').nth(BIG_ROWS)).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Add Generation to columns' }).click()
    await page.getByRole('radio', { name: 'Stacked' }).click()
    await expect(page).toHaveURL(/[?&]chart=stacked/)
    await page.locator('[data-near-viewport]').scrollIntoViewIfNeeded()
    const panels = page.locator('.recharts-wrapper')
    await expect.poll(() => panels.count(), { timeout: 30_000 }).toBeGreaterThan(1)
    await expect(page.getByText(/one stacked bar per column/)).toBeVisible()

    // The first panel at the top of the window, so the tooltip below it is on screen.
    await panels.first().evaluate((panel) => panel.scrollIntoView({ block: 'start' }))
    const first = await panels.first().boundingBox()
    if (!first) throw new Error('the first panel has no box')
    await page.mouse.move(first.x + first.width * 0.6, first.y + 16)
    const tooltip = page.locator('.recharts-tooltip-wrapper').first()
    await expect(tooltip).toContainText(`Row answer ${BIG_ROWS}:`)
    // A point well inside the tooltip, low enough to lie over a later panel: the tooltip is
    // what the reader sees there, not that panel's bars.
    const box = await tooltip.boundingBox()
    if (!box) throw new Error('the tooltip has no box')
    const point = { x: box.x + box.width / 2, y: Math.min(box.y + box.height * 0.7, 880) }
    const shown = await page.evaluate(({ x, y }) => {
      const wrappers = [...document.querySelectorAll('.recharts-wrapper')]
      const under = wrappers.findIndex((w) => {
        const r = w.getBoundingClientRect()
        return y >= r.top && y < r.bottom && x >= r.left && x < r.right
      })
      // The tooltip lets the pointer through; for this one probe it takes it, so the element
      // found is the one painted on top.
      const tooltip = document.querySelector<HTMLElement>('.recharts-tooltip-wrapper')
      if (!tooltip) return { under, inTooltip: false }
      const passThrough = tooltip.style.pointerEvents
      tooltip.style.pointerEvents = 'auto'
      const top = document.elementFromPoint(x, y)
      tooltip.style.pointerEvents = passThrough
      return { under, inTooltip: tooltip.contains(top) }
    }, point)
    expect(shown.under).toBeGreaterThan(0)
    expect(shown.inTooltip).toBe(true)
  })
})

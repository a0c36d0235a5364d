import type { Locator, Page } from '@playwright/test'
import { checkA11y, expect, test } from './support/fixtures'

/**
 * A researcher reads a cross table on a 360 px phone: the label column is narrow enough that
 * three of the generation table's data columns sit beside it, and when the table scrolls
 * sideways the sticky labels cover what passes beneath them (no mark or number shows through,
 * none is drawn over a label). Only the table scrolls, never the page. The comparison of
 * countries has its own table, held to the same layout.
 */
test.use({ viewport: { width: 360, height: 800 }, hasTouch: true })

const GEN = 'v0013g_demo_generation'
// Streaming services by generation (multi-pick, long labels), and a scale with its mean rows.
const TABLES = [
  { path: `/survey?rows=v0103_stream_services&columns=${GEN}`, row: 'Amazon Prime Video' },
  { path: `/survey?rows=v0191_sus_importance&columns=${GEN}&mean=1`, row: 'Mean (score)' },
] as const

const grid = (page: Page) => page.getByRole('region', { name: 'Result table' })

/** How many data cells of the table's first row lie wholly between the labels and the edge. */
async function wholeColumns(region: Locator): Promise<number> {
  return region.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const right = box.left + el.clientLeft + el.clientWidth
    const row = el.querySelector('tbody tr')
    const label = row?.querySelector('th')?.getBoundingClientRect()
    if (!row || !label) return 0
    return [...row.querySelectorAll('td')].filter((td) => {
      const r = td.getBoundingClientRect()
      return r.left >= label.right - 0.5 && r.right <= right + 0.5
    }).length
  })
}

/**
 * Scrolled `dx` to the right: every piece of a data cell's content (its text runs) that lies
 * in the label column's band is hidden by that row's label cell, which is opaque. Answers how
 * many pieces were under the labels and what showed through instead of the label.
 */
async function underLabels(region: Locator, dx: number) {
  return region.evaluate((el, dx) => {
    el.scrollLeft = dx
    let under = 0
    const through: string[] = []
    for (const row of el.querySelectorAll('tbody tr')) {
      const label = row.querySelector('th')
      if (!label) continue
      const band = label.getBoundingClientRect()
      const bg = getComputedStyle(label).backgroundColor
      if (bg === 'transparent' || /rgba\(.*, 0(\.\d+)?\)$/.test(bg))
        through.push(`${label.textContent}: the label cell is not opaque (${bg})`)
      for (const cell of row.querySelectorAll('td')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const r of range.getClientRects()) {
            const left = Math.max(r.left, band.left + 1)
            const right = Math.min(r.right, band.right - 1)
            if (right <= left || r.height === 0) continue
            under++
            const top = document.elementFromPoint((left + right) / 2, r.top + r.height / 2)
            if (!top || !label.contains(top))
              through.push(`"${node.textContent}" shows over ${label.textContent} at ${dx}px`)
          }
        }
      }
    }
    return { under, through }
  }, dx)
}

for (const table of TABLES)
  test(`on a phone the cross table shows three data columns and its labels cover what scrolls beneath them: ${table.row}`, async ({
    page,
  }) => {
    await page.goto(table.path)
    const region = grid(page)
    const label = region.getByRole('rowheader', { name: table.row, exact: true })
    await expect(label).toBeVisible()
    await region.scrollIntoViewIfNeeded()

    // Before: one whole column (and half of the next) beside a 192 px label column.
    expect(
      await wholeColumns(region),
      'whole data columns beside the labels',
    ).toBeGreaterThanOrEqual(3)
    // The label column is narrow on a phone, yet the label is there in full, wrapped.
    const labelBox = await label.boundingBox()
    const regionBox = await region.boundingBox()
    expect(labelBox && regionBox && labelBox.width / regionBox.width).toBeLessThan(0.35)
    await expect(label).toHaveText(table.row)

    let seenUnder = 0
    for (const dx of [24, 60, 100, 150, 400]) {
      const { under, through } = await underLabels(region, dx)
      seenUnder += under
      expect(through, `nothing shows over the labels when scrolled ${dx}px`).toEqual([])
    }
    // The check above looked at something: scrolled, cells really were under the labels.
    expect(seenUnder).toBeGreaterThan(0)

    // Only the table scrolls sideways, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await region.evaluate((el) => el.scrollTo({ left: 0 }))
    await checkA11y(page, `${table.row} table at 360 px`)
  })

test('on a phone the comparison table is laid out as the cross table: three data columns, labels covering what scrolls beneath them', async ({
  page,
}) => {
  // Streaming services (long labels) in four countries: four data columns, no total.
  await page.goto('/survey?rows=v0103_stream_services&compare=countries:DEU,FRA,GBR,USA')
  const region = page.getByRole('region', { name: 'Comparison table' })
  const label = region.getByRole('rowheader', { name: 'Amazon Prime Video', exact: true })
  await expect(label).toBeVisible()
  await expect(region.getByRole('columnheader')).toHaveCount(5)
  await region.scrollIntoViewIfNeeded()

  expect(await wholeColumns(region), 'whole data columns beside the labels').toBeGreaterThanOrEqual(
    3,
  )
  const labelBox = await label.boundingBox()
  const regionBox = await region.boundingBox()
  expect(labelBox && regionBox && labelBox.width / regionBox.width).toBeLessThan(0.35)

  let seenUnder = 0
  for (const dx of [24, 60, 100, 150, 400]) {
    const { under, through } = await underLabels(region, dx)
    seenUnder += under
    expect(through, `nothing shows over the labels when scrolled ${dx}px`).toEqual([])
  }
  expect(seenUnder).toBeGreaterThan(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await region.evaluate((el) => el.scrollTo({ left: 0 }))
  await checkA11y(page, 'comparison table at 360 px')
})

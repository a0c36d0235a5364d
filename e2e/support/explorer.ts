import type { Browser, Page, Route } from '@playwright/test'
import { checkA11y, expect } from './fixtures'

/** Every /api request the page makes to `endpoint`, as URLSearchParams, in order. */
export function recordRequests(page: Page, endpoint: string): URLSearchParams[] {
  const seen: URLSearchParams[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === `/api${endpoint}`) seen.push(url.searchParams)
  })
  return seen
}

/** The results list of an explorer page. */
export function results(page: Page) {
  return page.getByRole('main').getByRole('article')
}

/** The live region that announces the total. */
export function resultTotal(page: Page, noun: RegExp) {
  return page.getByRole('status').filter({ hasText: noun }).first()
}

/** Waits until the results on screen are the address's own, not the previous ones kept. */
export async function resultsSettled(page: Page): Promise<void> {
  // The previous results stay on screen (aria-busy) while the next ones load.
  await expect(page.getByRole('main').locator('ol[aria-busy="true"]')).toHaveCount(0)
}

export async function firstTitle(page: Page): Promise<string> {
  await resultsSettled(page)
  const heading = results(page).first().getByRole('heading', { level: 3 })
  await expect(heading).toBeVisible()
  return (await heading.textContent()) ?? ''
}

/** A written page's #root: the markup with the router's scripts (state and answers) in it. */
const FIRST_VIEW = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/

/**
 * Pages opened from now on arrive as the plain shell, as from a server without first views
 * (or one whose renderer failed): the browser then asks the service for everything itself.
 */
export async function withoutFirstView(page: Page) {
  const documents = (url: URL) => !/^\/(api|assets)\//.test(url.pathname)
  const handler = async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const body = (await response.text()).replace(FIRST_VIEW, '<div id="root"></div>')
    await route.fulfill({ response, body })
  }
  await page.route(documents, handler)
  return () => page.unroute(documents, handler)
}

/**
 * Answers every request to `endpoint` with `status` and `body` until the returned undo runs.
 * The answers are made up in the browser, so the server's first view (which would ask the real
 * service) is left out meanwhile: the browser's own request is the one that fails.
 */
export async function failEndpoint(
  page: Page,
  endpoint: string,
  status: number,
  body: object = {},
) {
  const pattern = `**/api${endpoint}?**`
  const bare = `**/api${endpoint}`
  const handler = (route: Route) =>
    route.fulfill({ status, contentType: 'application/problem+json', body: JSON.stringify(body) })
  const undoShell = await withoutFirstView(page)
  await page.route(pattern, handler)
  await page.route(bare, handler)
  return async () => {
    await page.unroute(pattern, handler)
    await page.unroute(bare, handler)
    await undoShell()
  }
}

export function searchParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name)
}

/**
 * The journey every registry-driven page shares: search, each facet the page offers, page
 * forward and back, open an item, and the same view again from the copied address.
 */
export async function browseJourney(
  page: Page,
  browser: Browser,
  options: {
    path: string
    label: string
    query: string
    selects: { name: string; option: string; param: RegExp }[]
  },
) {
  await page.goto(options.path)
  await expect(page.getByRole('heading', { level: 1, name: options.label })).toBeVisible()
  await page
    .getByRole('searchbox', { name: `Search ${options.label.toLowerCase()}` })
    .fill(options.query)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`q=${options.query}`))
  await expect(results(page).first().locator('mark').first()).toBeVisible()

  for (const select of options.selects) {
    await page.getByRole('combobox', { name: select.name }).selectOption({ label: select.option })
    await expect(page).toHaveURL(select.param)
  }

  // Generated titles repeat, so pages are told apart by the items' identifiers.
  const firstId = () =>
    results(page).first().locator('[data-item-link]').getAttribute('data-item-link')
  const first = await firstTitle(page)
  await checkA11y(page, `${options.label}: results`)
  const firstOfPageOne = await firstId()
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect.poll(firstId).not.toBe(firstOfPageOne)
  await page.goBack()
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await expect.poll(firstId).toBe(firstOfPageOne)

  await results(page).first().getByRole('link').first().click()
  const dialog = page.getByRole('dialog', { name: first })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/item=/)
  await checkA11y(page, `${options.label}: detail panel`)

  const fresh = await browser.newPage()
  await fresh.goto(page.url())
  await expect(fresh.getByRole('dialog', { name: first })).toBeVisible()
  await fresh.keyboard.press('Escape')
  await expect(fresh.getByRole('dialog')).toBeHidden()
  await expect.poll(() => firstTitle(fresh)).toBe(first)
  await fresh.close()
  return dialog
}

import type { Browser, Page } from '@playwright/test'
import { collect, installProbes, pageNow } from './page-probes'
import { measured, type Measured } from './interaction-result'

/**
 * Interactions on the content explorer (/studies): typing a query, changing a facet, opening
 * the next page. Each runs in a fresh browser context against the production server.
 */
export const TYPED_QUERY = 'electric vehicles uk' // 20 characters
const KEY_DELAY_MS = 80
const WAIT = { timeout: 15_000 }

const isStudiesApi = (url: string) => new URL(url).pathname === '/api/v1/studies'
const pageParam = (url: string) => new URL(url).searchParams.get('page') ?? '1'

async function openStudies(browser: Browser, appUrl: string, query: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await installProbes(page)
  const requests: string[] = []
  page.on('request', (req) => {
    if (isStudiesApi(req.url())) requests.push(req.url())
  })
  await page.goto(`${appUrl}/studies${query}`)
  // The page arrives written by the server: a key pressed before the app has hydrated would
  // change the native control only, so wait for the app.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', ...WAIT })
  await settled(page)
  return { context, page, requests }
}

/** Results shown and not stale (the list is only busy while placeholder data shows). */
async function settled(page: Page) {
  await page.locator('ol[aria-busy="false"] > li').first().waitFor(WAIT)
}

export async function typeQuery(
  browser: Browser,
  appUrl: string,
): Promise<Measured & { searchRequests: number; requests: string[] }> {
  const { context, page, requests } = await openStudies(browser, appUrl, '')
  const input = page.getByRole('searchbox', { name: 'Search studies' })
  await input.focus()
  const before = requests.length
  const since = await pageNow(page)
  await page.keyboard.type(TYPED_QUERY, { delay: KEY_DELAY_MS })
  await page.waitForURL(/[?&]q=electric/, WAIT)
  await settled(page)
  await page.waitForLoadState('networkidle')
  const rec = await collect(page, since)
  const sent = requests.slice(before)
  await context.close()
  return {
    ...measured(rec),
    // Page-1 searches only: the page-2 prefetch that follows a settled search is not typing.
    searchRequests: sent.filter((url) => pageParam(url) === '1').length,
    requests: sent,
  }
}

export async function changeFacet(browser: Browser, appUrl: string): Promise<Measured> {
  const { context, page } = await openStudies(browser, appUrl, '?q=energy')
  // A trusted key press on the focused select (a scripted selectOption is not an interaction
  // Event Timing reports).
  await page.getByLabel('Sort').focus()
  const since = await pageNow(page)
  await page.keyboard.press('ArrowDown')
  await page.waitForURL(/[?&]sort=1/, WAIT)
  await settled(page)
  const rec = await collect(page, since)
  await context.close()
  return measured(rec)
}

export async function nextPage(
  browser: Browser,
  appUrl: string,
): Promise<Measured & { timeToPage2Ms: number; prefetched: boolean; page2Requests: number }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await installProbes(page)
  const requests: string[] = []
  page.on('request', (req) => {
    if (isStudiesApi(req.url())) requests.push(req.url())
  })
  const prefetch = page
    .waitForResponse((res) => isStudiesApi(res.url()) && pageParam(res.url()) === '2', WAIT)
    .then(async (res) => (await res.finished(), true))
    .catch(() => false)
  await page.goto(`${appUrl}/studies?q=energy`)
  await settled(page)
  const prefetched = await prefetch
  const before = requests.length
  const since = await pageNow(page)
  const shown = page.waitForFunction(
    () => {
      const current = document.querySelector('nav[aria-label="Pages"] [aria-current="page"]')
      const list = document.querySelector('ol[aria-busy]')
      return current?.textContent === '2' && list?.getAttribute('aria-busy') === 'false'
        ? performance.now()
        : false
    },
    undefined,
    { polling: 'raf', ...WAIT },
  )
  await page.getByRole('link', { name: 'Next' }).click()
  const shownAt = (await (await shown).jsonValue()) as number
  await page.waitForLoadState('networkidle')
  const rec = await collect(page, since)
  const page2Requests = requests.slice(before).filter((url) => pageParam(url) === '2').length
  await context.close()
  return {
    ...measured(rec),
    timeToPage2Ms: shownAt - (rec.clickAt ?? since),
    prefetched,
    page2Requests,
  }
}

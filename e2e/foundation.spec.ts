import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { checkA11y, expect, test } from './support/fixtures'

// Keys the in-process service generates look like this; none may ever reach the browser.
const EMBEDDED_KEY = /local-[A-Za-z0-9_-]{20,}/

test('the overview shows real content that crossed the proxy, and no key reaches the browser', async ({
  page,
}) => {
  const apiCalls: string[] = []
  const leaks: string[] = []
  page.on('request', (request) => {
    const headers = request.headers()
    if (headers['x-api-key'] || headers.authorization) leaks.push(`request ${request.url()}`)
    if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).pathname)
  })
  page.on('response', async (response) => {
    const headers = JSON.stringify(await response.allHeaders())
    const body =
      response.request().resourceType() === 'image' ? '' : await response.text().catch(() => '')
    if (EMBEDDED_KEY.test(headers) || EMBEDDED_KEY.test(body))
      leaks.push(`response ${response.url()}`)
  })

  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Latest in the catalogue' })).toBeVisible()
  for (const label of ['Market insights', 'Studies', 'Infographics', 'Statistics']) {
    const section = page.getByRole('region', { name: label })
    await expect(section.getByRole('listitem')).toHaveCount(5)
    await expect(section.getByText(/in the last 3 months/)).toBeVisible()
  }
  await checkA11y(page, 'overview, first visit')
  // The first view arrives written by the server, with the answers it fetched through its own
  // proxy, so the browser asks nothing for it; a new search then goes through the proxy.
  expect(apiCalls).toEqual([])
  await page.getByRole('searchbox').first().fill('energy')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Results for “energy”' })).toBeVisible()
  await expect
    .poll(() => new Set(apiCalls))
    .toEqual(
      new Set([
        '/api/v1/marketInsights',
        '/api/v1/studies',
        '/api/v1/infographics',
        '/api/v1/search/statistics',
        // The two searches by meaning (free), which the overview lists too.
        '/api/v1/search/market-insights/indicators',
        '/api/v1/search/consumer-insights',
      ]),
    )
  expect(leaks).toEqual([])
  expect(await page.content()).not.toMatch(EMBEDDED_KEY)
})

test('the proxy answers API calls without any key from the client', async ({ request }) => {
  const res = await request.get('/api/v1/studies?q=energy')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/json')
  const body = (await res.json()) as { items: { title: string }[]; total_count: number }
  expect(body.total_count).toBeGreaterThan(0)
  expect(body.items.length).toBeGreaterThan(0)

  const refused = await request.get('/api/v1/%2e%2e/admin')
  expect(refused.status()).toBe(400)
  // A state-changing request must come from the app's own pages; from there, the wrong method
  // is named as such.
  const origin = new URL(res.url()).origin
  expect((await request.post('/api/v1/studies', { data: {} })).status()).toBe(403)
  const wrongMethod = await request.post('/api/v1/studies', { data: {}, headers: { origin } })
  expect(wrongMethod.status()).toBe(405)
})

test('an unknown page gets a way back, and the built files hold no key', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await checkA11y(page, 'page not found')
  await page.getByRole('link', { name: 'Go to the overview' }).click()
  await expect(page.getByRole('heading', { name: 'Latest in the catalogue' })).toBeVisible()

  // The build ran with DDS_API_KEY set to a sentinel (playwright.config.ts): it must not be bundled.
  const sentinel = process.env.E2E_KEY_SENTINEL ?? 'e2e-sentinel-key-never-bundled'
  const dist = path.resolve(process.env.DDS_OUT_DIR ?? 'dist')
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else files.push(full)
    }
  }
  walk(dist)
  expect(files.length).toBeGreaterThan(2)
  for (const file of files) expect(readFileSync(file, 'latin1')).not.toContain(sentinel)
})

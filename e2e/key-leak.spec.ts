import { expect, FAULT_API_KEY, FAULT_BASE, test } from './support/fault-fixtures'

/**
 * The server holds the API key; the browser must never see or send it. Against the fault
 * server, whose key is a known sentinel, a journey over every page type records every request
 * the browser sends and every response it gets (headers and bodies), including an error page
 * for which the upstream echoes the key back. None may hold the key, while every call that
 * reached the service carried it, and nothing of the browser's own credentials.
 */
test('the API key reaches the service on every call and the browser never', async ({
  page,
  context,
  upstream,
}) => {
  const leaks: string[] = []
  const pending: Promise<void>[] = []
  page.on('request', (request) => {
    const sent = JSON.stringify(request.headers()) + (request.postData() ?? '') + request.url()
    if (sent.includes(FAULT_API_KEY)) leaks.push(`request ${request.url()}`)
  })
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const headers = JSON.stringify(await response.allHeaders())
        const body = await response.text().catch(() => '')
        if (headers.includes(FAULT_API_KEY) || body.includes(FAULT_API_KEY))
          leaks.push(`response ${response.url()}`)
      })(),
    )
  })
  // Credentials of the browser's own, which the proxy must not pass on.
  await context.addCookies([{ name: 'session', value: 'browser-secret', url: FAULT_BASE }])
  await page.setExtraHTTPHeaders({ authorization: 'Bearer browser-token' })

  await page.goto(`${FAULT_BASE}/`)
  await expect(
    page.getByRole('region', { name: 'Studies' }).getByRole('listitem').first(),
  ).toBeVisible()

  await page.goto(`${FAULT_BASE}/studies?q=alpha&item=7100`)
  await expect(page.getByRole('dialog')).toBeVisible()

  await page.goto(`${FAULT_BASE}/indicators?q=alpha`)
  await expect(page.getByRole('heading', { name: 'Indicator 1 about alpha' })).toBeVisible()

  await page.goto(`${FAULT_BASE}/survey?q=drinks&rows=v0001_fixture_drinks`)
  await expect(page.getByRole('region', { name: 'Result table' })).toBeVisible()

  await page.goto(`${FAULT_BASE}/research`)
  await page.getByRole('textbox', { name: 'Your question' }).fill('How big is the coffee market?')
  await page.getByRole('button', { name: 'Ask' }).click()
  await expect(page.getByText('The fixture answer for fixture-token')).toBeVisible()

  // An upstream that echoes the rejected key in its error text.
  await upstream.set({ endpoint: '/v1/studies', mode: '401' })
  await page.goto(`${FAULT_BASE}/studies?q=alpha`)
  await expect(page.getByRole('alert')).toContainText('(401)')

  await Promise.all(pending)
  expect(leaks).toEqual([])
  expect(await page.content()).not.toContain(FAULT_API_KEY)

  const received = await upstream.requests()
  const paths = new Set(received.filter((r) => r.path.startsWith('/v1/')).map((r) => r.path))
  expect(paths).toEqual(
    new Set([
      '/v1/marketInsights',
      '/v1/studies',
      '/v1/infographics',
      '/v1/search/statistics',
      '/v1/data/reports',
      '/v1/search/market-insights/indicators',
      '/v1/search/consumer-insights',
      '/v1/data/consumer-insights',
      '/v1/research-ai/ask',
      '/v1/research-ai/answer',
    ]),
  )
  for (const request of received.filter((r) => r.path.startsWith('/v1/'))) {
    expect(request.headers['x-api-key'], request.path).toBe(FAULT_API_KEY)
    expect(request.headers.authorization, request.path).toBeUndefined()
    expect(request.headers.cookie, request.path).toBeUndefined()
  }
})

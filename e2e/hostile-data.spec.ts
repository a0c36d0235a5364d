import type { Page } from '@playwright/test'
import { expect, FAULT_BASE, test } from './support/fault-fixtures'
import { fixtureIndicatorId } from './support/upstream-data'

/**
 * A compromised or buggy service sends script tags, event handlers, javascript: and data:
 * addresses and protocol-relative links in every text, link and image field (see
 * support/upstream-data.ts). On every page the app must show that text as text, run none of it,
 * and turn none of those addresses into a link or an image. The shared fixture also fails the
 * test on any Content-Security-Policy violation or uncaught error.
 */

const TABLE = 'rows=v0001_fixture_drinks&columns=v0002_fixture_age'

const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  ...[
    ['market insights', '/market-insights?item=7000'],
    ['studies', '/studies?item=7100'],
    ['infographics', '/infographics?item=7200'],
    ['statistics', '/statistics?item=7300'],
    ['indicators', `/indicators?q=coffee&item=${fixtureIndicatorId(1)}`],
  ].map(([name, path]) => ({
    name: `${name} with an open detail panel`,
    path: path!,
    ready: async (page: Page) => {
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  })),
  {
    name: 'the overview',
    path: '/',
    ready: async (page) => {
      const section = page.getByRole('region', { name: 'Statistics' })
      await expect(section.getByRole('listitem').first()).toBeVisible()
    },
  },
  {
    name: 'the survey builder with a table and question results',
    path: `/survey?q=drinks&${TABLE}`,
    ready: async (page) => {
      await expect(
        page.getByRole('region', { name: 'Result table' }).getByRole('table'),
      ).toBeVisible()
      await expect(page.getByRole('list', { name: 'Questions found' })).toBeVisible()
    },
  },
  {
    name: 'a research answer',
    path: '/research/fixture-token',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Answer', exact: true })).toBeVisible()
    },
  },
]

/** Everything in the page that could run code or leave for a foreign address. */
async function unsafeThings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const safe = (address: string) => {
      try {
        const url = new URL(address, location.href)
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          !url.hostname.endsWith('evil.example')
        )
      } catch {
        return false
      }
    }
    for (const a of document.querySelectorAll('a[href], area[href]'))
      if (!safe((a as HTMLAnchorElement).href)) found.push(`link ${a.getAttribute('href')}`)
    for (const img of document.querySelectorAll('img[src], img[srcset], source, image'))
      for (const attr of ['src', 'srcset', 'href', 'xlink:href']) {
        const value = img.getAttribute(attr)
        if (value !== null && !value.split(',').every((part) => safe(part.trim().split(' ')[0]!)))
          found.push(`image ${attr}=${value}`)
      }
    for (const el of document.querySelectorAll(
      'iframe, object, embed, frame, base, meta[http-equiv]',
    ))
      found.push(`element <${el.localName}>`)
    for (const form of document.querySelectorAll('form[action]'))
      if (!safe(form.getAttribute('action') ?? ''))
        found.push(`form ${form.getAttribute('action')}`)
    for (const el of document.body.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames())
        if (attr.startsWith('on')) found.push(`handler ${attr} on <${el.localName}>`)
      if (/javascript:|expression\(/i.test(el.getAttribute('style') ?? ''))
        found.push(`style on <${el.localName}>`)
    }
    // The only inline scripts allowed are the router's, which carry the response's nonce (and
    // remove themselves once run); hostile text that closed one would leave a script without.
    const scripts = [...document.querySelectorAll('script')].filter(
      (s) => (!s.src || new URL(s.src).origin !== location.origin) && !(s.nonce && !s.src),
    )
    for (const s of scripts) found.push(`script ${s.src || s.textContent?.slice(0, 40)}`)
    return found
  })
}

test.describe('hostile data from the service stays inert', () => {
  test.beforeEach(async ({ upstream }) => {
    await upstream.set({ endpoint: '*', mode: 'hostile' })
  })

  for (const target of PAGES) {
    test(`on ${target.name}`, async ({ page, browser }) => {
      await page.goto(`${FAULT_BASE}${target.path}`)
      await target.ready(page)
      // Images that would fire onerror, and lazy parts of the page, have had their chance.
      await page.waitForLoadState('networkidle')

      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
      expect(await unsafeThings(page)).toEqual([])
      // The markup in titles is shown as the text it is, not interpreted.
      await expect(page.getByText('Hostile <script>', { exact: false }).first()).toBeVisible()

      // The page as the server wrote it, before any of the app's code ran, is just as inert.
      const userAgent = await page.evaluate(() => navigator.userAgent)
      const bare = await browser.newContext({ javaScriptEnabled: false, userAgent })
      const written = await bare.newPage()
      await written.goto(`${FAULT_BASE}${target.path}`)
      expect(await unsafeThings(written)).toEqual([])
      await bare.close()
    })
  }

  test('on an API address opened directly, whose answer is an HTML page', async ({
    page,
    upstream,
  }) => {
    await upstream.set({ endpoint: '*', mode: '502-html' })
    await page.goto(`${FAULT_BASE}/api/v1/studies?q=alpha`)
    await expect(page.getByRole('heading', { name: 'Bad Gateway' })).toBeVisible()
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
  })
})

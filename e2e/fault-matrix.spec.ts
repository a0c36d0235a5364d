import type { Locator, Page } from '@playwright/test'
import { expect, FAULT_API_KEY, FAULT_BASE, test, type FaultMode } from './support/fault-fixtures'

/**
 * The service fails in every way the issue lists, on every page type. Each time the page must
 * name the problem, keep what the user typed or picked, and recover with one click once the
 * service does. A slow answer to an old request must never replace a newer one. The shared
 * fixture fails a test on any uncaught error or CSP violation.
 */

const FAULTS: { mode: FaultMode; says: RegExp }[] = [
  { mode: '500', says: /\(500\)/ },
  { mode: '502-html', says: /could not be reached \(502\)/i },
  { mode: 'hang', says: /did not answer/i },
  { mode: 'malformed', says: /not JSON/i },
  { mode: 'wrong-shape', says: /unexpected response/i },
  { mode: '429', says: /\(429\)/ },
  { mode: '401', says: /\(401\)/ },
  { mode: '403', says: /\(403\)/ },
  { mode: '404', says: /\(404\)/ },
]

interface PageType {
  name: string
  /** The page as the user left it: the address holds what they typed and picked. */
  path: string
  endpoint: string
  /** Visible only when the current data is shown. */
  data: (page: Page) => Locator
  /** Asserts that what the user typed and picked is still there. */
  kept: (page: Page) => Promise<void>
  /** A slow first request, then a change that asks something newer. */
  newer: {
    slowMatch: string
    change: (page: Page) => Promise<void>
    fresh: (page: Page) => Locator
    stale: (page: Page) => Locator
  }
}

const searchKept = (label: string, value: string) => async (page: Page) =>
  expect(page.getByRole('searchbox', { name: label })).toHaveValue(value)

const TABLE = 'rows=v0001_fixture_drinks&columns=v0002_fixture_age'

const PAGE_TYPES: PageType[] = [
  {
    name: 'a content page',
    path: '/studies?q=alpha&sort=1',
    endpoint: '/v1/studies',
    data: (page) => page.getByRole('heading', { name: 'Study 1 about alpha' }),
    kept: async (page) => {
      await searchKept('Search studies', 'alpha')(page)
      await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('1')
    },
    newer: {
      slowMatch: 'q=alpha',
      change: async (page) => {
        await page.getByRole('searchbox', { name: 'Search studies' }).fill('beta')
        await page.keyboard.press('Enter')
      },
      fresh: (page) => page.getByRole('heading', { name: 'Study 1 about beta' }),
      stale: (page) => page.getByText(/about alpha/),
    },
  },
  {
    name: 'the overview',
    path: '/?q=alpha',
    endpoint: '/v1/studies',
    data: (page) => page.getByRole('region', { name: 'Studies' }).getByText('Study 1 about alpha'),
    kept: searchKept('Search the catalogue', 'alpha'),
    newer: {
      slowMatch: 'q=alpha',
      change: async (page) => {
        await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('beta')
        await page.keyboard.press('Enter')
      },
      fresh: (page) =>
        page.getByRole('region', { name: 'Studies' }).getByText('Study 1 about beta'),
      stale: (page) => page.getByRole('region', { name: 'Studies' }).getByText(/about alpha/),
    },
  },
  {
    name: 'the indicators',
    path: '/indicators?q=alpha',
    endpoint: '/v1/search/market-insights/indicators',
    data: (page) => page.getByRole('heading', { name: 'Indicator 1 about alpha' }),
    kept: searchKept('Search indicators', 'alpha'),
    newer: {
      slowMatch: 'q=alpha',
      change: async (page) => {
        await page.getByRole('searchbox', { name: 'Search indicators' }).fill('beta')
        await page.keyboard.press('Enter')
      },
      fresh: (page) => page.getByRole('heading', { name: 'Indicator 1 about beta' }),
      stale: (page) => page.getByText(/about alpha/),
    },
  },
  {
    name: 'the survey builder table',
    path: `/survey?${TABLE}`,
    endpoint: '/v1/data/consumer-insights',
    data: (page) =>
      page.getByRole('heading', {
        level: 2,
        name: 'Table of v0001_fixture_drinks by v0002_fixture_age',
      }),
    kept: async (page) => {
      await expect(page).toHaveURL(/rows=v0001_fixture_drinks/)
      await expect(page).toHaveURL(/columns=v0002_fixture_age/)
      await expect(
        page.getByRole('region', { name: 'Table' }).getByRole('button', { name: /^Remove / }),
      ).toHaveCount(2)
    },
    newer: {
      // The old table alone (its columns): the frequency table that names a question asks
      // with rows only, and holding it would hold the new table's names too.
      slowMatch: 'columns=v0002',
      change: (page) => page.getByRole('button', { name: 'Swap rows and columns' }).click(),
      fresh: (page) =>
        page.getByRole('heading', {
          level: 2,
          name: 'Table of v0002_fixture_age by v0001_fixture_drinks',
        }),
      stale: (page) => page.getByText('Table of v0001_fixture_drinks by v0002_fixture_age'),
    },
  },
  {
    name: 'a research answer',
    path: '/research/tok-alpha',
    endpoint: '/v1/research-ai/answer',
    data: (page) => page.getByText('The fixture answer for tok-alpha'),
    kept: async (page) => expect(page).toHaveURL(/\/research\/tok-alpha$/),
    newer: {
      slowMatch: 'research_token=tok-alpha',
      change: async (page) => {
        // The answer page waits for its first answer, so the way out is the main navigation.
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Research' })
          .click()
        await page.getByRole('link', { name: /Question behind tok-beta|tok-beta question/ }).click()
      },
      fresh: (page) => page.getByText('The fixture answer for tok-beta'),
      stale: (page) => page.getByText(/tok-alpha/),
    },
  },
]

for (const type of PAGE_TYPES) {
  test.describe(`${type.name} when the service fails`, () => {
    test('names each problem, keeps the input and recovers on retry', async ({
      page,
      upstream,
    }) => {
      test.setTimeout(120_000)
      for (const fault of FAULTS) {
        await test.step(fault.mode, async () => {
          await upstream.set({ endpoint: type.endpoint, mode: fault.mode })
          await page.goto(`${FAULT_BASE}${type.path}`)
          const alert = page.getByRole('alert').filter({ hasText: fault.says })
          // A hanging service costs the proxy's limit on each of the client's retries.
          await expect(alert).toBeVisible({ timeout: 20_000 })
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          const text = (await alert.textContent()) ?? ''
          expect(text).not.toMatch(/something went wrong|<html|<script/i)
          expect(text).not.toContain(FAULT_API_KEY)
          await type.kept(page)

          await upstream.set({ endpoint: type.endpoint, mode: 'normal' })
          await alert.getByRole('button', { name: /retry|try again|check again/i }).click()
          await expect(type.data(page)).toBeVisible()
          await expect(alert).toBeHidden()
          await type.kept(page)
        })
      }
    })

    test('never shows a slow old answer over a newer one', async ({ page, upstream }) => {
      if (type.endpoint === '/v1/research-ai/answer') await seedResearchHistory(page)
      const { slowMatch } = type.newer
      await upstream.set({ endpoint: type.endpoint, match: slowMatch, mode: 'normal', hold: true })
      await page.goto(`${FAULT_BASE}${type.path}`)
      await expect
        .poll(async () => (await upstream.requests()).some((r) => r.query.includes(slowMatch)))
        .toBe(true)
      // The slow request may be the server's own, writing the page: change it once the app runs.
      await expect(page.locator('html[data-app-ready]')).toBeAttached()
      await type.newer.change(page)
      await expect(type.newer.fresh(page)).toBeVisible()
      // Now the old request's answer arrives (or, if the app dropped the request, goes nowhere).
      await upstream.release()
      await expect
        .poll(async () =>
          (await upstream.requests()).some((r) => r.query.includes(slowMatch) && r.finished),
        )
        .toBe(true)
      await page.waitForLoadState('networkidle')
      await expect(type.newer.fresh(page)).toBeVisible()
      await expect(type.newer.stale(page)).toHaveCount(0)
    })
  })
}

/** Two questions asked earlier (kept with the account), so the user can move from one to the other. */
async function seedResearchHistory(page: Page) {
  const askedAt = new Date().toISOString()
  for (const token of ['tok-alpha', 'tok-beta']) {
    // The workspace takes writes from the app's own pages: this one says it is one.
    const answer = await page.request.post(`${FAULT_BASE}/api/workspace/items`, {
      headers: { origin: FAULT_BASE },
      data: {
        kind: 'research',
        clientId: token,
        data: { token, question: `${token} question`, askedAt },
      },
    })
    expect(answer.ok()).toBe(true)
  }
}

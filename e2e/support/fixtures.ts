import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'
import { OWN_ACCOUNT_BASE, OWN_ACCOUNT_HEADER, ownReader } from './own-account'

/**
 * The test every journey uses. Each page a test opens is watched for Content-Security-Policy
 * violations and uncaught errors, and the test fails if any occurred; `checkA11y` runs axe-core's
 * WCAG 2.2 A and AA rules (and its best practices) on the current state, in both colour schemes.
 */
export interface PageProblems {
  cspViolations: string[]
  uncaughtErrors: string[]
}

// WCAG 2.2 A and AA, plus axe's best practices (heading order, landmarks), which Lighthouse's
// accessibility score also counts.
const A11Y_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
]
const A11Y_CHECK_BUDGET_MS = 10_000
// Only these depend on colours, so only these run again in the second scheme; target size
// (WCAG 2.2 2.5.8, axe's `target-size`, tagged wcag22aa and so part of the light run) is checked
// in both, since the dark scheme is where a restyled control would shrink unnoticed.
const DARK_RULES = ['color-contrast', 'link-in-text-block', 'target-size']

/**
 * Checks a settled state (nothing `aria-busy`, no fade still running) with axe in the light
 * scheme, then its colours again in the dark one (contrast must pass in both), and restores
 * the scheme the page had before.
 */
export async function checkA11y(page: Page, state: string): Promise<void> {
  // Each check brings its own time budget, so adding checks never crowds a journey's steps.
  base.info().setTimeout(base.info().timeout + A11Y_CHECK_BUDGET_MS)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const wasDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)
  const found: string[] = []
  // axe cannot see into content the browser skips rendering (content-visibility: auto, off
  // screen; dequelabs/axe-core#2768): it reports its controls as obscured. Everything is
  // rendered while axe runs, so every card is audited as a reader scrolling to it sees it.
  // Only the written result list's cards skip rendering (src/styles.css, .offscreen-lazy);
  // asking every element for its computed style cost seconds on a long survey page.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('.offscreen-lazy'))
      if (getComputedStyle(el).contentVisibility === 'auto') {
        el.dataset.axeRendered = ''
        el.style.contentVisibility = 'visible'
      }
  })
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await settleAnimations(page)
    const axe = new AxeBuilder({ page })
    if (colorScheme === 'light') axe.withTags(A11Y_TAGS)
    else axe.withRules(DARK_RULES)
    const results = await axe.analyze()
    for (const v of results.violations)
      found.push(
        `[${colorScheme}] ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
          .join('\n    ')}`,
      )
  }
  await page.emulateMedia({ colorScheme: wasDark ? 'dark' : 'light' })
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-axe-rendered]')) {
      el.style.contentVisibility = ''
      delete el.dataset.axeRendered
    }
  })
  expect(found, `axe violations in state "${state}"`).toEqual([])
}

/** Waits for transitions and finite animations, so contrast is measured on final colours. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
  })
}

async function watch(page: Page, problems: PageProblems): Promise<void> {
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    problems.cspViolations.push(text)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
        .__reportCspViolation
      report?.(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`,
      )
    })
  })
  page.on('pageerror', (error) => problems.uncaughtErrors.push(error.message))
}

/**
 * A written page is readable at once but its buttons work only once the app has taken it over;
 * a click before that does nothing, and on a busy machine a journey can be that quick. So
 * opening or reloading a page waits for the app too (`data-app-ready`), except with
 * `waitUntil: 'commit'`, which the journeys about the page before the app use. A page whose app
 * never starts (its code blocked on purpose) is left as it is after a while.
 */
function waitForAppOnNavigation(page: Page): void {
  const settle = async (options?: { waitUntil?: string }) => {
    if (options?.waitUntil === 'commit') return
    await page
      .waitForFunction(
        () =>
          document.documentElement.hasAttribute('data-app-ready') ||
          !document.getElementById('root'),
        null,
        { timeout: 10_000 },
      )
      .catch(() => undefined)
  }
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await settle(options)
    return response
  }
  const reload = page.reload.bind(page)
  page.reload = async (options) => {
    const response = await reload(options)
    await settle(options)
    return response
  }
}

export const test = base.extend<{ problems: PageProblems; ownAccount: boolean }>({
  // `test.use({ ownAccount: true })`: the journey keeps saved work, so it runs as a reader of
  // its own on the header-mode server (support/own-account.ts).
  ownAccount: [false, { option: true }],
  baseURL: async ({ baseURL, ownAccount }, use) => {
    await use(ownAccount ? OWN_ACCOUNT_BASE : baseURL)
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, ownAccount }, use, info) => {
    await use(
      ownAccount
        ? { ...extraHTTPHeaders, [OWN_ACCOUNT_HEADER]: ownReader(info) }
        : extraHTTPHeaders,
    )
  },
  problems: [
    async ({ context, page }, use) => {
      const problems: PageProblems = { cspViolations: [], uncaughtErrors: [] }
      await watch(page, problems)
      waitForAppOnNavigation(page)
      context.on('page', (other) => void watch(other, problems))
      await use(problems)
      expect(problems.cspViolations, 'Content-Security-Policy violations').toEqual([])
      expect(problems.uncaughtErrors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

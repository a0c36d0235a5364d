import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

/**
 * The test every journey uses. Each page a test opens is watched for Content-Security-Policy
 * violations and uncaught errors, and the test fails if any occurred; `checkA11y` runs axe-core's
 * WCAG 2.2 A and AA rules on the current state.
 */
export interface PageProblems {
  cspViolations: string[]
  uncaughtErrors: string[]
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

export async function checkA11y(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  )
  expect(summary, `axe violations in state "${state}"`).toEqual([])
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

export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ context, page }, use) => {
      const problems: PageProblems = { cspViolations: [], uncaughtErrors: [] }
      await watch(page, problems)
      context.on('page', (other) => void watch(other, problems))
      await use(problems)
      expect(problems.cspViolations, 'Content-Security-Policy violations').toEqual([])
      expect(problems.uncaughtErrors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
